import * as v from 'valibot';
import type { FastifySchemaCompiler } from 'fastify';
import { fieldErrors } from '../../../src/contract/field-errors.ts';
import { badRequest } from './errors.ts';

/**
 * Routes declare the contract's valibot schemas as their params, querystring
 * and body schemas; this compiler runs them, so the parsed (trimmed, coerced)
 * output is what handlers see.
 */
export const valibotCompiler: FastifySchemaCompiler<v.GenericSchema> =
  ({ schema }) =>
  (data) => {
    const result = v.safeParse(schema, data ?? undefined);
    if (result.success) return { value: result.output };
    const errors = fieldErrors(result.issues);
    return { error: badRequest(Object.values(errors)[0], errors) };
  };

/** For inputs parsed by hand (multipart fields): the same schema, the same 400. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  throw badRequest(Object.values(errors)[0], errors);
}
