import type { Pet } from '@/contract/entities.ts';
import { postAddPet } from './api/add-pet.ts';
import { deletePetCall } from './api/delete-pet.ts';
import { putPet } from './api/update-pet.ts';
import { forgetPet, storePet } from './pets.ts';
import type { Sending } from './upload.ts';
import { appendPhotoChoice, appendPhotos, type PhotoChoice, type PhotoToSend } from './photos/photo-to-send.ts';

export type PetFields = {
  name: string;
  type: string;
  breed: string;
  age: string;
  bio: string;
};

type Progress = (fraction: number) => void;

async function petForm(fields: PetFields, photo: PhotoToSend | null): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== '') form.set(key, value);
  if (photo) await appendPhotos(form, 'image', [photo]);
  return form;
}

/** Pass the form's submission key in `sending`, so a resend after a lost answer adds one pet. */
export async function addPet(fields: PetFields, photo: PhotoToSend | null, sending: Sending = {}): Promise<Pet> {
  const pet = await postAddPet(await petForm(fields, photo), sending);
  await storePet(pet);
  return pet;
}

/**
 * Empty optional fields are sent empty so clearing a breed or bio sticks. Without a new photo, the
 * description describes the current one.
 */
export async function updatePet(petId: string, fields: PetFields, photo: PhotoChoice, onProgress?: Progress): Promise<Pet> {
  const form = await petForm(fields, null);
  await appendPhotoChoice(form, 'image', photo);
  form.set('breed', fields.breed);
  form.set('bio', fields.bio);
  const pet = await putPet(petId, form, { onProgress });
  await storePet(pet);
  return pet;
}

export async function deletePet(petId: string): Promise<string> {
  const { message } = await deletePetCall(petId);
  await forgetPet(petId);
  return message;
}
