import * as v from 'valibot';
import { limits } from '../limits.ts';
import { messages as m } from '../messages.ts';

/** Ids are UUIDs made by the server (time-ordered v7, so an id is also a cursor). */
export const idSchema = v.pipe(v.string(m.invalidId), v.uuid(m.invalidId));

export const idParams = v.object({ id: idSchema });

// A query value arrives as a string: an empty `?limit=` or `?before=` is refused like any other value the document does not allow.
export const limitField = v.optional(
  v.pipe(
    v.union([v.pipe(v.string(m.invalidLimit), v.regex(/^\d{1,3}$/, m.invalidLimit)), v.number()], m.invalidLimit),
    v.transform(Number),
    v.integer(m.invalidLimit),
    v.minValue(1, m.invalidLimit),
    v.maxValue(limits.page.max, m.invalidLimit),
  ),
  limits.page.default,
);

export const cursorField = v.optional(v.pipe(v.string(m.invalidCursor), v.uuid(m.invalidCursor)));

/** Query strings name only what their route reads: an unknown parameter is refused, as the API document says. */
export const paginationQuery = v.strictObject({ limit: limitField, before: cursorField }, m.unknownParameter);
export type PaginationQuery = v.InferOutput<typeof paginationQuery>;

export const idempotencyKeySchema = v.pipe(
  v.string(m.idempotencyKeyInvalid),
  v.minLength(1, m.idempotencyKeyInvalid),
  v.maxLength(limits.idempotencyKey.max, m.idempotencyKeyInvalid),
);

/** Text that must not be blank once trimmed. */
export const requiredText = (max: number, requiredMessage: string, tooLongMessage: string) =>
  v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.maxLength(max, tooLongMessage));

/** Optional text: absent and empty are both stored as ''. */
export const optionalText = (max: number, tooLongMessage: string) =>
  v.pipe(v.optional(v.string(tooLongMessage), ''), v.trim(), v.maxLength(max, tooLongMessage));

/** The headers of a replayable write (other headers pass through untouched). */
export const idempotencyHeaders = v.looseObject({ 'idempotency-key': v.optional(idempotencyKeySchema) });
