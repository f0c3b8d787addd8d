import { useState } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '@/contract/field-errors.ts';

/**
 * Plain React state for a form checked by a contract schema: validated on
 * submit, then again on each change. Errors are the
 * contract's English texts, translated where they are shown.
 */
export function useSchemaForm<T extends Record<string, string>>(schema: v.GenericSchema, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);

  const check = (next: T) => {
    const result = v.safeParse(schema, next);
    const found = result.success ? {} : fieldErrors(result.issues);
    setErrors(found);
    return found;
  };

  const set = (name: keyof T & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked) check(next);
  };

  /** True when the values pass; shows the errors otherwise. */
  const validate = () => {
    setChecked(true);
    return Object.keys(check(values)).length === 0;
  };

  return { values, errors, set, validate, reset: setValues };
}
