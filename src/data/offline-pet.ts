import * as v from 'valibot';
import { limits } from '@/contract/limits.ts';
import { addPetSchema } from '@/contract/schemas/pets.ts';
import { keepPhotosRoom, photosToKeep } from './offline-post.ts';
import type { PetFields } from './pet-writes.ts';
import type { PhotoToSend } from './photos/photo-to-send.ts';
import { queuePet, type NewPetFields, type PetOwner } from './writes/new-pet.ts';

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
