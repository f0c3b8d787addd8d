import { preparedFile } from './prepare-photo.ts';

/** A photo picked in a form, with the description typed for it. */
export interface PhotoToSend {
  file: File;
  alt: string;
}

/** Appends each photo, prepared for sending, under `field`, and its description under `alts`, after any already there. */
export async function appendPhotos(form: FormData, field: string, photos: readonly PhotoToSend[]): Promise<void> {
  const files = await Promise.all(photos.map((photo) => preparedFile(photo.file)));
  files.forEach((file, index) => {
    form.append(field, file, file.name);
    form.append('alts', photos[index]?.alt.trim() ?? '');
  });
}

/** A one-photo form's photo (a pet's, an avatar): a new file, or none, when the description is of the current photo. */
export interface PhotoChoice {
  file: File | null;
  alt: string;
}

/** A new photo with its description, or the description alone for the photo already there. */
export async function appendPhotoChoice(form: FormData, field: string, { file, alt }: PhotoChoice): Promise<void> {
  if (file) await appendPhotos(form, field, [{ file, alt }]);
  else form.set('alt', alt.trim());
}
