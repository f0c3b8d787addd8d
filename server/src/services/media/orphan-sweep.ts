import type { Db } from '../../db/client.ts';
import * as deletions from '../../repositories/media-deletions.ts';
import { namedAmong } from '../../repositories/image-references.ts';
import { type MediaStore, urlOf } from './store.ts';

/**
 * How long a stored image that no row names is left alone: an upload is
 * written before the row naming it commits. Photos uploaded ahead of their
 * post are named by their own row until it expires (pending-uploads.ts).
 */
export const orphanGraceMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Queues for removal every image in the store that no row names and that is
 * older than the grace: what a crash between storing and committing, or a
 * clean-up during a store outage, left behind. Answers how many were queued.
 */
export async function sweepOrphans(db: Db, store: MediaStore, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - orphanGraceMs;
  let queued = 0;
  for await (const page of store.list()) {
    const old = page.filter((image) => image.modifiedAt.getTime() < cutoff).map((image) => image.name);
    const named = await namedAmong(db, old.map(urlOf));
    const orphans = old.filter((name) => !named.has(urlOf(name)));
    await deletions.enqueue(db, orphans);
    queued += orphans.length;
  }
  return queued;
}
