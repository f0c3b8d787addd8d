import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { galleryItemAnswer } from '@/contract/schemas/responses/pets.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';

const galleryFields = v.object({ petId: v.string() });

/**
 * A photo added to a pet's gallery offline shows at once at the top of the
 * gallery under the outbox row's id, drawn from the blob kept with the row;
 * the server's item replaces it once the photo is up and the gallery names it.
 */
const galleryPhotoKind = defineOutboxKind('gallery-photo', {
  context: v.object({}),
  body: galleryFields,
  answer: galleryItemAnswer,
  uploadsPhotosAhead: true,
  apply: (row) =>
    db.gallery.put({
      _id: row.id,
      // Shown from the kept blob until the server has the photo.
      image: '',
      alt: '',
      pet: row.body.petId,
      createdAt: row.createdAt,
    }),
  rollback: (row) => db.gallery.delete(row.id),
  describe: (row) => ({ subject: { type: 'pet', id: row.body.petId }, text: null }),
  async reconcile(row, item) {
    await db.gallery.delete(row.id);
    await db.gallery.put(item);
  },
});

/** Queues a photo for a pet's gallery: it is uploaded, then added to the gallery, whenever the server can be reached. */
export const queueGalleryPhoto = (petId: string, photo: PhotoToKeep, ownerId: string) =>
  galleryPhotoKind.queue({
    userId: ownerId,
    method: 'POST',
    path: paths.galleryUpload,
    body: { petId },
    context: {},
    orderKey: `gallery:${petId}`,
    photos: [photo],
  });
