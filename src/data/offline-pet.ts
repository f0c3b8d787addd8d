import * as v from 'valibot';
import { limits } from '@/contract/limits.ts';
import { addPetSchema, editPetSchema } from '@/contract/schemas/pets.ts';
import { keepPhotosRoom, photosToKeep } from './posts/offline-post.ts';
import type { PetFields } from './pet-writes.ts';
import type { PetRow } from './pet-rows.ts';
import type { PhotoChoice, PhotoToSend } from './photos/photo-to-send.ts';
import { queuePet, type NewPetFields, type PetOwner } from './writes/new-pet.ts';
import { queuePetEdit } from './writes/pet-edit.ts';

/** The form's fields as the server will read them: trimmed, the type lower case, the age a number (the default when blank). */
export function newPetFields(fields: PetFields): NewPetFields {
  const { name, type, breed, age, bio } = v.parse(addPetSchema, fields);
  return { name, type, breed, age: age ?? limits.petAge.addDefault, bio };
}

/**
 * A new pet through the outbox: it shows at once among the owner's pets and is
 * sent, photo first, whenever the server can be reached. Throws
 * `NoRoomForPhotos` (nothing queued) when the photo does not fit on the device.
 */
export async function queueNewPet(fields: PetFields, photo: PhotoToSend | null, owner: PetOwner): Promise<void> {
  const kept = await photosToKeep(photo ? [photo] : []);
  await keepPhotosRoom(kept, () => queuePet(newPetFields(fields), kept, owner));
}

/**
 * An edit of one's pet through the outbox: the new fields show at once, and a
 * new photo (kept on the device) with them; sent whenever the server can be
 * reached. A blank age keeps the current one. Throws `NoRoomForPhotos`
 * (nothing queued) when the photo does not fit on the device.
 */
export async function queueEditedPet(pet: PetRow, fields: PetFields, photo: PhotoChoice): Promise<void> {
  const { name, type, breed, age, bio } = v.parse(editPetSchema, fields);
  const [kept] = photo.file ? await photosToKeep([{ file: photo.file, alt: photo.alt }]) : [];
  const edit = { name, type, breed, age: age ?? pet.age, bio, ...(kept ? {} : { alt: photo.alt.trim() }) };
  await keepPhotosRoom(kept ? [kept] : [], () => queuePetEdit(pet, edit, kept ?? null));
}
