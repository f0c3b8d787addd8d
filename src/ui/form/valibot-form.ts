import * as v from 'valibot';
import type { FieldValues, FormErrors, PartialValues } from '@modular-forms/react';
import { fieldErrors } from '@/contract/field-errors.ts';

/**
 * Modular Forms' own valiForm targets valibot 0.x; this runs the contract schema with
 * valibot 1.x and gives each field the first English contract message (translated when shown).
 * Untouched fields are undefined in Modular Forms; `empty` fills them so valibot reports the
 * field's own message rather than a generic "Invalid key".
 */
export function valibotForm<T extends FieldValues>(schema: v.GenericSchema, empty: T) {
  return (values: PartialValues<T>): FormErrors<T> => {
    const filled: Record<string, unknown> = { ...empty };
    for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) filled[key] = value;
    const result = v.safeParse(schema, filled);
    return (result.success ? {} : fieldErrors(result.issues)) as FormErrors<T>;
  };
}
