import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import * as uploads from '../../repositories/media-uploads.ts';
import type { StoredImage } from './store.ts';

/** One photo as a post, pet, gallery item or avatar keeps it. */
export interface Photo {
  url: string;
  alt: string;
  /** The stored full size in pixels; null for images stored before sizes were kept. */
  width: number | null;
  height: number | null;
}

/** A file stored with the change, before any description is given. */
export const photoOfStored = (image: StoredImage): Photo => ({ url: image.url, alt: '', width: image.width, height: image.height });

/**
 * In the change's transaction: takes the caller's photos uploaded ahead,
 * in the order asked, each with the description it was uploaded with.
 * An id that is not one of the caller's uploads is 400; one that another
 * change took already is 409 (a repeat of that change with its
 * Idempotency-Key is answered from the store before getting here).
 */
export async function takeUploads(tx: Queryable, userId: string, ids: string[]): Promise<Photo[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await uploads.take(tx, userId, ids)).map((row) => [row.id, row]));
  const missing = ids.filter((id) => !rows.has(id));
  if (missing.length > 0) {
    if ((await uploads.takenAmong(tx, userId, missing)).length > 0) throw conflict(m.mediaTaken, { mediaIds: m.mediaTaken });
    throw badRequest(m.mediaNotFound, { mediaIds: m.mediaNotFound });
  }
  return ids.map((id) => {
    const { url, alt, width, height } = rows.get(id)!;
    return { url, alt, width, height };
  });
}

/** Gives each photo the description sent for its place, where one was sent. */
export const withAlts = (photos: Photo[], alts: readonly string[]): Photo[] =>
  photos.map((photo, index) => {
    const alt = alts[index];
    return alt === undefined ? photo : { ...photo, alt };
  });
