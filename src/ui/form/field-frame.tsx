import type { ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import * as css from './field.css.ts';

/** Label, control, hint and error of one field; the control gets `describedBy` for its hint and error. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label id={`${id}-label`} className={css.label} htmlFor={id}>
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className={css.hint} aria-live="polite">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
