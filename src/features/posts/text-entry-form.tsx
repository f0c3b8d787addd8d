import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import * as field from '@/ui/form/field.css.ts';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import * as css from './comments.css.ts';

interface TextEntryFormProps {
  label: string;
  placeholder: string;
  /** Shown when the trimmed text is empty. */
  emptyMessage: string;
  submitLabel: string;
  onSubmit: (content: string) => Promise<void>;
}

/** One-line entry for a comment or a reply; cleared once the write is queued. */
export function TextEntryForm({ label, placeholder, emptyMessage, submitLabel, onSubmit }: TextEntryFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) {
      setError(emptyMessage);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(content);
      setText('');
      setError('');
    } catch {
      setError(t`This change could not be saved and was undone.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={css.entry} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        id={id}
        className={field.control}
        dir="auto"
        value={text}
        placeholder={placeholder}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error && event.target.value.trim()) setError('');
        }}
      />
      <Button type="submit" disabled={busy} aria-label={submitLabel}>
        <Send size={18} aria-hidden="true" className={css.sendIcon} />
      </Button>
      {error ? (
        <p id={`${id}-error`} className={`${field.error} ${css.entryError}`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
