import * as v from 'valibot';
import { limits } from '../limits.ts';
import { messages as m } from '../messages.ts';
import { idSchema, optionalText } from './common.ts';

const altText = v.pipe(v.string(m.altTooLong), v.trim(), v.maxLength(limits.alt.max, m.altTooLong));

/** A photo's description; absent is ''. */
export const altField = optionalText(limits.alt.max, m.altTooLong);

/** A form field sent once per value (`mediaIds` or `mediaIds[]`, repeated), or a JSON array: always a list. */
const asList = (value: unknown) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

const listOf = <S extends v.GenericSchema<unknown, unknown>>(item: S, max: number) =>
  v.optional(
    v.pipe(v.unknown(), v.transform(asList), v.array(item, m.invalidInput), v.maxLength(max, max === 1 ? m.onePhotoOnly : m.tooManyImages)),
    [],
  );

/** Ids of the caller's photos uploaded ahead (POST /api/media), in the order they are shown; each once. */
export const mediaIdsField = (max: number) =>
  v.pipe(
    listOf(idSchema, max),
    v.check((ids) => new Set(ids).size === ids.length, m.mediaIdsRepeated),
  );

/** The description of each photo of the form, in order. */
export const altsField = (max: number) => listOf(altText, max);

/** The repeated fields a photo form reads as lists, by their bare names (`name` and `name[]` both count). */
export const photoListFields = ['mediaIds', 'alts'] as const;

/** The photo fields of a form taking one photo (pet, gallery, avatar): `mediaId` or `mediaIds[]`, `alt` or `alts[]`. */
export const onePhotoFields = {
  mediaId: v.optional(idSchema),
  mediaIds: mediaIdsField(1),
  alt: v.optional(altText),
  alts: altsField(1),
};

/** Uploading one photo ahead: multipart `image` and its description. */
export const mediaUploadSchema = v.object({ alt: altField });
