import * as v from 'valibot';
import type { FastifySchemaCompiler } from 'fastify';
import { fieldErrors } from '#contract/field-errors.ts';
import { messages as m } from '#contract/messages.ts';
import { badRequest, type HttpError } from './errors.ts';
import { isSafeInput } from './input-guards.ts';

/**
 * Routes declare the contract's valibot schemas as their params, querystring
 * and body schemas; this compiler runs them, so the parsed (trimmed, coerced)
 * output is what handlers see.
 */
export const valibotCompiler: FastifySchemaCompiler<v.GenericSchema> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.output } : { error: result.error };
  };

/** For inputs parsed by hand (multipart fields): the same schema, the same 400. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = safeParse(schema, data);
  if (result.success) return result.output;
  throw result.error;
}

function safeParse<S extends v.GenericSchema>(schema: S, data: unknown) {
  if (!isSafeInput(data)) return { success: false as const, error: badRequest() };
  const result = v.safeParse(schema, withEveryKey(schema, data));
  if (result.success) return { success: true as const, output: result.output as v.InferOutput<S> };
  return { success: false as const, error: validationError(result.issues) };
}

/**
 * valibot reports a missing key with its own generic text; giving every
 * declared key (as undefined) lets each field report its own message from
 * the contract ("Password must be at least 6 characters").
 */
function withEveryKey(schema: v.GenericSchema, data: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || (schema.type !== 'object' && schema.type !== 'loose_object' && schema.type !== 'strict_object')) return data;
  const given = data ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) return data;
  const filled: Record<string, unknown> = {};
  for (const key of Object.keys(entries)) filled[key] = undefined;
  // defineProperty, not assignment: an own "__proto__" key must stay a plain key.
  for (const [key, value] of Object.entries(given)) {
    Object.defineProperty(filled, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return filled;
}

/** Field messages keyed by field; an input that is not even the right shape is just "Invalid input". */
function validationError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const errors = fieldErrors(issues);
  delete errors._;
  const first = Object.values(errors)[0];
  return first ? badRequest(first, errors) : badRequest(m.invalidInput);
}
