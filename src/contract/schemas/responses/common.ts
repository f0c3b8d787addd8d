import * as v from 'valibot';

/**
 * Answer schemas are strict: they list every field the server sends, so a
 * field missing from a schema fails the answer tests instead of being
 * silently dropped by the serializer built from it.
 */
export const idAnswer = v.pipe(v.string(), v.uuid());
export const timeAnswer = v.pipe(v.string(), v.isoTimestamp());
export const imageUrlAnswer = v.string();

/** Every refusal: `errors` maps a field to its message when input is refused. */
export const errorAnswer = v.strictObject({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.string())),
});

export const messageAnswer = v.strictObject({ message: v.string() });

/** 204: no body. */
export const noContent = v.null();

/** Lists that grow: the `X-Next-Cursor` header names the next page when there is one. */
export const pagedAnswers = new WeakSet<object>();
export function pageOf<S extends v.GenericSchema>(item: S) {
  const page = v.array(item);
  pagedAnswers.add(page);
  return page;
}
