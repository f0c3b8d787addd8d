import { eq, inArray, sql } from 'drizzle-orm';
import { storedImages, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** The bytes the account keeps in the media store. */
export async function bytesOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedImages.bytes}), 0)` })
    .from(storedImages)
    .where(eq(storedImages.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Holds the account's row until the transaction ends, so two uploads of one account count their bytes one after the other. */
export const lockAccount = (db: Queryable, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

export async function insert(db: Queryable, userId: string, images: { name: string; bytes: number }[]): Promise<void> {
  if (images.length === 0) return;
  await db.insert(storedImages).values(images.map((image) => ({ ...image, userId })));
}

/** The images are leaving the store: they no longer count. */
export async function remove(db: Queryable, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(storedImages).where(inArray(storedImages.name, names));
}
