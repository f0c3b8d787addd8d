import { useId, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldFrame } from './field-frame.tsx';
import * as css from './field.css.ts';

interface SelectFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  hint?: ReactNode;
}

export function SelectField({ field, props, label, placeholder, options, disabled, hint }: SelectFieldProps) {
  useSignals();
  const id = useId();
  const error = field.error.value;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          {...props}
          id={id}
          className={css.control}
          disabled={disabled}
          value={typeof field.value.value === 'string' ? field.value.value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
