import * as v from 'valibot';

/** For tests: an id of the server's form (a UUID), told apart by `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** For tests: an answer as the server sends it, checked against the contract's schema, so a test cannot lean on a shape the server never sends. */
export const served = <S extends v.GenericSchema>(schema: S, answer: v.InferInput<S>): v.InferOutput<S> => v.parse(schema, answer);
