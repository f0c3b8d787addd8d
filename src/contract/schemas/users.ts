import * as v from 'valibot';
import { limits } from '../limits.ts';
import { messages as m } from '../messages.ts';
import { accountLanguageField, fullNameField } from './auth.ts';
import { limitField, cursorField } from './common.ts';
import { onePhotoFields } from './media.ts';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Profile update (multipart fields): only non-empty fields are sent and changed. */
export const profileUpdateSchema = v.object({
  fullName: v.optional(v.pipe(v.unknown(), v.transform(emptyToUndefined), v.optional(fullNameField))),
  bio: v.optional(v.pipe(v.string(m.profileBioMax), v.trim(), v.maxLength(limits.profileBio.max, m.profileBioMax))),
  /** The language the account's mails are written in, following the app's. */
  language: v.optional(accountLanguageField),
  /** A new avatar uploaded ahead, and the avatar's description (also alone, to describe the current one). */
  ...onePhotoFields,
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;

export const usersQuery = v.strictObject(
  {
    q: v.optional(v.pipe(v.string(m.invalidInput), v.trim(), v.maxLength(100, m.invalidInput))),
    limit: limitField,
    before: cursorField,
  },
  m.unknownParameter,
);

/** Any `lang` other than `ar` means English. */
export const countriesQuery = v.strictObject(
  {
    lang: v.optional(v.fallback(v.picklist(['en', 'ar']), 'en'), 'en'),
  },
  m.unknownParameter,
);

export const countryParams = v.object({
  iso2: v.pipe(v.string(m.countryNotFound), v.regex(/^[A-Za-z]{2}$/, m.countryNotFound), v.toUpperCase()),
});
