import type * as v from 'valibot';
import { useForm, type FieldValues, type PartialValues } from '@modular-forms/react';
import { valibotForm } from './valibot-form.ts';

/** A Modular Forms form checked against a contract schema on submit, then again on each change. */
export function useValibotForm<T extends FieldValues>(schema: v.GenericSchema, empty: T) {
  // Every field of `empty` is set; TypeScript cannot see that a whole T is a partial T of a generic T.
  const initialValues = empty as PartialValues<T>;
  return useForm<T>({ initialValues, validate: valibotForm<T>(schema, empty), validateOn: 'submit', revalidateOn: 'change' });
}
