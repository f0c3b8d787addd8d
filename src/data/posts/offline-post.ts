import type { PetTag, PostMedia, UserSummary } from '@/contract/entities.ts';
import { db } from '../db.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import type { PhotoToSend } from '../photos/photo-to-send.ts';
import { askToKeepStorage, hasRoomFor, isNoRoomError } from '../photos/storage-room.ts';
import type { PostRow } from './post-rows.ts';
import type { KeptPhoto } from './post-writes.ts';
import { queuePost, type NewPostFields } from '../writes/new-post.ts';
import { queuePostEdit } from '../writes/post-edit.ts';

/** The photos do not fit in what the browser lets the app store: nothing was queued. */
export class NoRoomForPhotos extends Error {
  constructor() {
    super('No room on this device for these photos');
  }
}

/** The picked photos, prepared for sending (resized, without their metadata), with their descriptions. */
export async function photosToKeep(photos: readonly PhotoToSend[]): Promise<PhotoToKeep[]> {
  const prepared = await Promise.all(photos.map((photo) => preparePhoto(photo.file)));
  return prepared.map((photo, index) => ({ ...photo, alt: photos[index]?.alt.trim() ?? '' }));
}

/**
 * Checks there is room for the blobs before anything is queued; once some are,
 * asks the browser to keep them. The browser may still refuse the write for
 * want of room after the estimate let it through (it does when its storage is
 * nearly full): that is `NoRoomForPhotos` too, and nothing was queued.
 */
export async function keepPhotosRoom(photos: readonly PhotoToKeep[], queue: () => Promise<unknown>): Promise<void> {
  const bytes = photos.reduce((sum, photo) => sum + photo.blob.size, 0);
  if (!(await hasRoomFor(bytes))) throw new NoRoomForPhotos();
  try {
    await queue();
  } catch (error) {
    if (photos.length > 0 && isNoRoomError(error)) throw new NoRoomForPhotos();
    throw error;
  }
  if (photos.length > 0) await askToKeepStorage();
}

async function petTag(petId: string | null): Promise<PetTag | null> {
  const pet = petId ? await db.pets.get(petId) : undefined;
  return pet ? { _id: pet._id, name: pet.name, type: pet.type, image: pet.image } : null;
}

/** A new post through the outbox: it shows at once and is sent, photos first, whenever the server can be reached. */
export async function queueNewPost(fields: NewPostFields, photos: readonly PhotoToSend[], author: UserSummary): Promise<void> {
  const kept = await photosToKeep(photos);
  const pet = await petTag(fields.petId);
  await keepPhotosRoom(kept, () => queuePost(fields, kept, author, pet));
}

/**
 * An edit of one's post through the outbox: it shows at once, the kept photos
 * described anew and the new ones drawn from the device, and is sent, new
 * photos first, whenever the server can be reached.
 */
export async function queueEditedPost(
  post: PostRow,
  fields: NewPostFields,
  kept: readonly KeptPhoto[],
  photos: readonly PhotoToSend[],
): Promise<void> {
  const added = await photosToKeep(photos);
  const sizes = new Map(post.media.map((photo) => [photo.url, photo]));
  const keptMedia: PostMedia[] = kept.map((photo) => ({
    url: photo.url,
    alt: photo.alt.trim(),
    width: sizes.get(photo.url)?.width ?? null,
    height: sizes.get(photo.url)?.height ?? null,
  }));
  const pet = await petTag(fields.petId);
  await keepPhotosRoom(added, () => queuePostEdit(post, fields, keptMedia, pet, added));
}
