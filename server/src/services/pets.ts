import { eq } from 'drizzle-orm';
import { messages as m } from '../../../src/contract/messages.ts';
import { galleryItems, pets, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { petDetailView, type PetRow } from '../views/pets.ts';

/**
 * Inside a change, 'update' keeps the pet from changing under it and
 * 'key share' keeps it from being deleted while rows that point to it are added.
 */
export type RowLock = 'update' | 'key share';

export async function findPet(db: Queryable, id: string, lock?: RowLock): Promise<PetRow | null> {
  const query = db.select().from(pets).where(eq(pets.id, id)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

export async function getPetOr404(db: Queryable, id: string, lock?: RowLock): Promise<PetRow> {
  const row = await findPet(db, id, lock);
  if (!row) throw notFound(m.petNotFound);
  return row;
}

/** The pet as its detail answers it, owner included. */
export async function petDetail(db: Queryable, row: PetRow) {
  const [owner] = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, row.userId)).limit(1);
  return petDetailView(row, owner ?? { id: row.userId, fullName: '' });
}

/**
 * Deletes a pet (locked by the caller); its gallery rows go with it and its
 * posts lose the tag (set null). Answers the files that no row names any more.
 */
export async function deletePet(tx: Queryable, pet: PetRow): Promise<string[]> {
  const gallery = await tx.delete(galleryItems).where(eq(galleryItems.petId, pet.id)).returning({ image: galleryItems.image });
  await tx.delete(pets).where(eq(pets.id, pet.id));
  return [...gallery.map((item) => item.image), ...(pet.image ? [pet.image] : [])];
}
