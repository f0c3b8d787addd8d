import * as v from 'valibot';
import { limits, petTypes } from '../limits.ts';
import { messages as m } from '../messages.ts';
import { idSchema, optionalText } from './common.ts';
import { onePhotoFields } from './media.ts';

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/**
 * Whole months; form inputs and multipart fields send it as text. The outer
 * `v.optional` lets the key be missing (see limitField in common.ts).
 */
const ageField = (fallback: number | undefined) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankToUndefined),
      v.optional(
        v.pipe(
          v.union([v.string(), v.number()], m.petAgeRange),
          v.transform(Number),
          v.number(m.petAgeRange),
          v.integer(m.petAgeRange),
          v.minValue(limits.petAge.min, m.petAgeRange),
          v.maxValue(limits.petAge.max, m.petAgeRange),
        ),
        fallback,
      ),
    ),
    '',
  );

const typeField = (message: string) => v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.picklist(petTypes, message));

const nameField = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.minLength(limits.petName.min, m.petNameMin),
    v.maxLength(limits.petName.max, m.petNameMax),
  );

/** The spec's own client also sends `user`; it must be the caller when present (checked by the server). */
const ownerField = v.optional(idSchema);

export const addPetSchema = v.object({
  name: nameField(m.petNameMin),
  type: typeField(m.petTypeRequired),
  breed: optionalText(limits.petBreed.max, m.petBreedMax),
  age: ageField(limits.petAge.addDefault),
  bio: optionalText(limits.petBio.max, m.petBioMax),
  user: ownerField,
  ...onePhotoFields,
});
export type AddPetInput = v.InferInput<typeof addPetSchema>;

export const editPetSchema = v.object({
  name: nameField(m.editPetNameRequired),
  type: typeField(m.editPetTypeRequired),
  breed: optionalText(limits.petBreed.max, m.petBreedMax),
  age: ageField(undefined),
  bio: optionalText(limits.petBio.max, m.editPetBioMax),
  user: ownerField,
  ...onePhotoFields,
});
export type EditPetInput = v.InferInput<typeof editPetSchema>;

export const galleryUploadSchema = v.object({ petId: idSchema, ...onePhotoFields });
