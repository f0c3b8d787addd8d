import { useId, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldFrame } from './field-frame.tsx';
import { fieldText } from './field-text.ts';
import * as css from './field.css.ts';

interface TextFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: ReactNode;
  type?: 'text' | 'email' | 'number';
  autoComplete?: string;
  hint?: ReactNode;
  /** `auto` for what people write themselves: Arabic typed in the English interface runs right to left. */
  dir?: 'ltr' | 'auto';
  min?: number;
  max?: number;
}

/** Reads the field's signals in its own component: Modular Forms fields do not re-render when the render function itself reads them. */
export function TextField({ field, props, label, type = 'text', autoComplete, hint, dir, min, max }: TextFieldProps) {
  useSignals();
  const id = useId();
  const error = field.error.value;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          {...props}
          id={id}
          className={css.control}
          type={type}
          dir={dir}
          min={min}
          max={max}
          autoComplete={autoComplete}
          value={fieldText(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
