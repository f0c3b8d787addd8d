import type * as v from 'valibot';
import { errorAnswer } from '#contract/schemas/responses/common.ts';

/** Any route: malformed input or URL (400), a bad token (401), rate limits (429), a failure (500), the database unreachable or the process closing (503). */
const alwaysPossible = [400, 401, 429, 500, 503];

/** A replayable write: its Idempotency-Key still running (409) or reused for another request (422). */
export const replayErrors = [409, 422];
/** A JSON or multipart body: too large (413) or of a type the server does not read (415). */
export const bodyErrors = [413, 415];
/** A route that stores images: besides its body's errors, no room left on the server's disk (507). */
export const uploadErrors = [...bodyErrors, 507];

/** A route's `response` schemas: its success answers, and `{ message, errors? }` for each error status it can give. */
export function answers(success: Record<number, v.GenericSchema>, ...errorStatuses: (number | number[])[]) {
  const errors = [...alwaysPossible, ...errorStatuses.flat()].map((status) => [status, errorAnswer]);
  return { ...Object.fromEntries(errors), ...success } as Record<number, v.GenericSchema>;
}
