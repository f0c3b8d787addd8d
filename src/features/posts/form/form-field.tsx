import { useId, type ReactNode } from 'react';
import { FieldFrame } from '@/ui/form/field-frame.tsx';
import * as css from '@/ui/form/field.css.ts';

/** What every control of these forms shares: the theme's look, the value, and its error wired for screen readers. */
const controlProps = (value: string, error: string, describedBy: string | undefined, onChange: (value: string) => void) => ({
  className: css.control,
  value,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
});

interface Common {
  label: ReactNode;
  value: string;
  error?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
}

export function TextInput({
  label,
  value,
  error = '',
  hint,
  onChange,
  ...rest
}: Common & { type?: 'text' | 'number'; min?: number; max?: number; name: string; autoComplete?: string }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        // Typed text takes its own direction (Arabic in the English interface runs right to left).
        <input {...rest} id={id} dir="auto" {...controlProps(value, error, describedBy, onChange)} />
      )}
    </FieldFrame>
  );
}

export function TextArea({
  label,
  value,
  error = '',
  hint,
  onChange,
  name,
  rows = 4,
  maxLength,
}: Common & { name: string; rows?: number; maxLength?: number }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea id={id} dir="auto" name={name} rows={rows} maxLength={maxLength} {...controlProps(value, error, describedBy, onChange)} />
      )}
    </FieldFrame>
  );
}

export function SelectInput({
  label,
  value,
  error = '',
  hint,
  onChange,
  name,
  placeholder,
  options,
}: Common & { name: string; placeholder: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select id={id} name={name} {...controlProps(value, error, describedBy, onChange)}>
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
