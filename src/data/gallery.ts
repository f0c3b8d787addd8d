import { useLiveQuery } from './use-live-query.ts';
import type { GalleryItem } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { deleteGalleryItemCall } from './api/delete-gallery-item.ts';
import { postGalleryImage } from './api/gallery-upload.ts';
import { getPage } from './api/list-page.ts';
import { db } from './db.ts';
import type { Sending } from './upload.ts';
import { keepPhotosRoom, photosToKeep } from './posts/offline-post.ts';
import { appendPhotos, type PhotoToSend } from './photos/photo-to-send.ts';
import { queueGalleryPhoto } from './writes/gallery-photo.ts';

export const useGallery = (petId: string): GalleryItem[] | undefined =>
  useLiveQuery(() => db.gallery.where('pet').equals(petId).reverse().sortBy('createdAt'), [petId]);

/** Every page of a pet's gallery; stored items the server no longer has are forgotten, but not a photo still in the outbox (not on the server yet). */
export async function syncGallery(petId: string): Promise<void> {
  const items: GalleryItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof getPage<GalleryItem>>> = await getPage<GalleryItem>(paths.petGallery(petId), cursor, 100);
    items.push(...page.items);
    cursor = page.next;
  } while (cursor !== null);
  await db.transaction('rw', db.gallery, db.outbox, async () => {
    const served = new Set(items.map((item) => item._id));
    const waiting = new Set(await db.outbox.toCollection().primaryKeys());
    const stale = await db.gallery
      .where('pet')
      .equals(petId)
      .filter((item) => !served.has(item._id) && !waiting.has(item._id))
      .primaryKeys();
    await db.gallery.bulkDelete(stale);
    await db.gallery.bulkPut(items);
  });
}

/** Pass the form's submission key in `sending`, so a resend after a lost answer adds one photo. */
export async function uploadGalleryImage(petId: string, photo: PhotoToSend, sending: Sending = {}): Promise<void> {
  const form = new FormData();
  form.set('petId', petId);
  await appendPhotos(form, 'image', [photo]);
  await db.gallery.put(await postGalleryImage(form, sending));
}

/**
 * A gallery photo through the outbox: it shows at once, waiting, and is sent
 * whenever the server can be reached. Throws `NoRoomForPhotos` (nothing
 * queued) when the photo does not fit on the device.
 */
export async function queueGalleryUpload(petId: string, photo: PhotoToSend, ownerId: string): Promise<void> {
  const [kept] = await photosToKeep([photo]);
  if (!kept) return;
  await keepPhotosRoom([kept], () => queueGalleryPhoto(petId, kept, ownerId));
}

export async function deleteGalleryItem(itemId: string): Promise<void> {
  await deleteGalleryItemCall(itemId);
  await db.gallery.delete(itemId);
}
