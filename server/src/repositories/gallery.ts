import { and, desc, eq } from 'drizzle-orm';
import { galleryItems } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { firstRow, olderThan, type Page, type RowLock } from './rows.ts';

export type GalleryItemRow = typeof galleryItems.$inferSelect;

/** A page of a pet's gallery, newest first, with the extra row `takePage` looks for. */
export const listOfPet = (db: Queryable, petId: string, page: Page) =>
  db
    .select()
    .from(galleryItems)
    .where(and(eq(galleryItems.petId, petId), olderThan(galleryItems.id, page)))
    .orderBy(desc(galleryItems.id))
    .limit(page.limit + 1);

export const find = (db: Queryable, id: string, lock?: RowLock) =>
  firstRow(db.select().from(galleryItems).where(eq(galleryItems.id, id)).limit(1), lock);

export async function insert(db: Queryable, petId: string, photo: { url: string; alt: string }): Promise<GalleryItemRow> {
  const [row] = await db.insert(galleryItems).values({ id: newId(), petId, image: photo.url, alt: photo.alt }).returning();
  return row!;
}

export const remove = (db: Queryable, id: string) => db.delete(galleryItems).where(eq(galleryItems.id, id));

/** Empties a pet's gallery; answers the images its rows named. */
export async function removeOfPet(db: Queryable, petId: string): Promise<string[]> {
  const removed = await db.delete(galleryItems).where(eq(galleryItems.petId, petId)).returning({ image: galleryItems.image });
  return removed.map((item) => item.image);
}
