import { db, type OutboxPhotoRow } from '../db.ts';

/** A photo to keep with a queued row: prepared for sending, with its description. */
export interface PhotoToKeep {
  blob: Blob;
  alt: string;
  width: number | null;
  height: number | null;
}

export const photoRowsOf = (rowId: string, photos: readonly PhotoToKeep[]): OutboxPhotoRow[] =>
  photos.map((photo, index) => ({ ...photo, id: `${rowId}.photo-${index}`, rowId, index }));

/** The row's photos in the order they are shown. */
export const rowPhotos = (rowId: string): Promise<OutboxPhotoRow[]> => db.outboxPhotos.where('rowId').equals(rowId).sortBy('index');

/** Rows that go for good (sent, or given up), with the photos kept for them. */
export async function dropRows(ids: readonly string[]): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxPhotos, async () => {
    await db.outbox.bulkDelete([...ids]);
    await db.outboxPhotos
      .where('rowId')
      .anyOf([...ids])
      .delete();
  });
}
