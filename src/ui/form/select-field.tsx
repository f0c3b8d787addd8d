import { useId, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldFrame } from './field-frame.tsx';
import { fieldText } from './field-text.ts';
import * as css from './field.css.ts';

interface SelectFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: ReactNode;
  /** The first choice, meaning none. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A Modular Forms field as a short list to choose from (a long one is a ComboboxField). */
export function SelectField({ field, props, label, placeholder, options }: SelectFieldProps) {
  useSignals();
  const id = useId();
  const error = field.error.value;
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          {...props}
          id={id}
          className={css.control}
          value={fieldText(field)}
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
