import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';
import * as css from './field.css.ts';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'dir'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled text area; typed text takes its own direction. */
export function TextArea({ label, hint, error = '', rows = 4, ...control }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          {...control}
          id={id}
          dir="auto"
          rows={rows}
          className={css.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
