import { useRef } from 'react';
import { useSignalEffect } from '@preact/signals-react';
import { getValue, validate, type FieldPath, type FieldValues, type FormStore } from '@modular-forms/react';
import { afterPress } from './after-press.ts';
import type { AnyFieldProps } from './field-types.ts';

/**
 * The confirm field of a password pair is checked as soon as it can say
 * something useful: on leaving it with text in it, and from then on (or once
 * the form was submitted) whenever either password changes. Returns the props
 * for the confirm field.
 */
export function usePasswordPair<T extends FieldValues>(form: FormStore<T>, first: FieldPath<T>, second: FieldPath<T>) {
  const checked = useRef(false);
  useSignalEffect(() => {
    // Reading both values makes this run again when either changes.
    getValue(form, first, { shouldActive: false });
    getValue(form, second, { shouldActive: false });
    if (checked.current || form.submitted.value) void validate(form, second, { shouldFocus: false });
  });
  return (props: AnyFieldProps): AnyFieldProps => ({
    ...props,
    onBlur: (event) => {
      props.onBlur(event);
      if (!getValue(form, second, { shouldActive: false })) return;
      checked.current = true;
      afterPress(() => void validate(form, second, { shouldFocus: false }));
    },
  });
}
