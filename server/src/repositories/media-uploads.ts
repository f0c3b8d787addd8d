import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { mediaUploads } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

export async function insert(db: Queryable, values: Omit<typeof mediaUploads.$inferInsert, 'id' | 'createdAt' | 'takenAt'>): Promise<MediaUploadRow> {
  const [row] = await db
    .insert(mediaUploads)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

/**
 * Marks the user's untaken uploads among `ids` as taken and answers them. A
 * row another transaction is taking is waited for, and then found taken: of
 * two changes naming one upload, only one gets it.
 */
export const take = (db: Queryable, userId: string, ids: string[]) =>
  db
    .update(mediaUploads)
    .set({ takenAt: sql`now()` })
    .where(and(inArray(mediaUploads.id, ids), eq(mediaUploads.userId, userId), isNull(mediaUploads.takenAt)))
    .returning();

/** Of these ids, those of the user's uploads that something took already. */
export async function takenAmong(db: Queryable, userId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(inArray(mediaUploads.id, ids), eq(mediaUploads.userId, userId), isNotNull(mediaUploads.takenAt)));
  return rows.map((row) => row.id);
}

/** Deletes the uploads nothing took that were made before `cutoff`; answers their urls, whose images are to go. */
export async function removeUntakenBefore(db: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(mediaUploads)
    .where(and(isNull(mediaUploads.takenAt), lt(mediaUploads.createdAt, cutoff)))
    .returning({ url: mediaUploads.url });
  return rows.map((row) => row.url);
}

/** Forgets taken uploads made before `cutoff`: their images belong to the rows that took them. */
export const forgetTakenBefore = (db: Queryable, cutoff: Date) =>
  db.delete(mediaUploads).where(and(isNotNull(mediaUploads.takenAt), lt(mediaUploads.createdAt, cutoff)));
