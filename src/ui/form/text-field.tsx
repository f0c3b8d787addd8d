import { useId, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { AnyFieldProps, AnyFieldStore } from './field-types.ts';
import { FieldFrame } from './field-frame.tsx';
import * as css from './field.css.ts';

interface TextFieldProps {
  field: AnyFieldStore;
  props: AnyFieldProps;
  label: ReactNode;
  type?: 'text' | 'email';
  autoComplete?: string;
  hint?: ReactNode;
  dir?: 'ltr' | 'auto';
}

/** Reads the field's signals in its own component: Modular Forms fields do not re-render when the render function itself reads them. */
export function TextField({ field, props, label, type = 'text', autoComplete, hint, dir }: TextFieldProps) {
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
          autoComplete={autoComplete}
          value={typeof field.value.value === 'string' ? field.value.value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
