import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { foundOr404 } from '../http/errors.ts';
import * as gallery from '../repositories/gallery.ts';
import * as pets from '../repositories/pets.ts';
import type { PetRow } from '../repositories/pets.ts';
import type { RowLock } from '../repositories/rows.ts';
import * as users from '../repositories/users.ts';
import { petDetailView } from '../views/pets.ts';

export const getPetOr404 = async (db: Queryable, id: string, lock?: RowLock): Promise<PetRow> =>
  foundOr404(await pets.find(db, id, lock), m.petNotFound);

/** The pet as its detail answers it, owner included. */
export async function petDetail(db: Queryable, row: PetRow) {
  const owner = await users.findName(db, row.userId);
  return petDetailView(row, owner ?? { id: row.userId, fullName: '' });
}

/**
 * Deletes a pet (locked by the caller); its gallery rows go with it and its
 * posts lose the tag (set null). Answers the files that no row names any more.
 */
export async function deletePet(tx: Queryable, pet: PetRow): Promise<string[]> {
  const images = await gallery.removeOfPet(tx, pet.id);
  await pets.remove(tx, pet.id);
  return [...images, ...(pet.image ? [pet.image] : [])];
}
