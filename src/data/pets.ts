import { useLiveQuery } from './use-live-query.ts';
import type { Table } from 'dexie';
import type { Pet } from '@/contract/entities.ts';
import { getPet } from './api/pet.ts';
import { getUserPets } from './api/user-pets.ts';
import { sameRow } from './changed-rows.ts';
import { db } from './db.ts';
import { petRow, type PetRow } from './pet-rows.ts';
import { failureOf } from './transport/call-failure.ts';

export const petTable = db.pets as unknown as Table<PetRow, string>;

export const usePet = (petId: string): PetRow | null | undefined => useLiveQuery(async () => (await petTable.get(petId)) ?? null, [petId]);

/** The pet a pet added offline became once sent, found by the outbox row's id it was shown under; null when none. */
export const useSentPet = (rowId: string | null): PetRow | null | undefined =>
  useLiveQuery(async () => (rowId ? ((await petTable.filter((pet) => pet.queuedAs === rowId).first()) ?? null) : null), [rowId]);

/** A user's pets, newest first. */
export const useUserPets = (userId: string): PetRow[] | undefined =>
  useLiveQuery(() => petTable.where('user').equals(userId).reverse().sortBy('createdAt'), [userId]);

/** The stored pet, but without its `editedBy` once that edit is no longer in the outbox (sent, or gone with a sign-out). */
const withLiveEdit = (pet: PetRow | undefined, waiting: ReadonlySet<string>): PetRow | undefined =>
  pet?.editedBy && !waiting.has(pet.editedBy) ? { ...pet, editedBy: undefined } : pet;

export async function storePet(pet: Pet): Promise<PetRow> {
  const previous = await petTable.get(pet._id);
  // Only a pet marked as edited asks the outbox whether that edit still waits.
  const waiting = new Set(previous?.editedBy && (await db.outbox.get(previous.editedBy)) ? [previous.editedBy] : []);
  const row = petRow(pet, withLiveEdit(previous, waiting));
  await petTable.put(row);
  return row;
}

/** A pet is gone: its gallery goes and its posts lose the tag (as on the server). */
export async function forgetPet(petId: string): Promise<void> {
  await db.transaction('rw', [db.pets, db.gallery, db.posts], async () => {
    await db.pets.delete(petId);
    await db.gallery.where('pet').equals(petId).delete();
    await db.posts.where('petId').equals(petId).modify({ petId: null, pet: null });
  });
}

export async function syncPet(petId: string): Promise<void> {
  try {
    await storePet(await getPet(petId));
  } catch (error) {
    if (failureOf(error).status === 404) await forgetPet(petId);
    throw error;
  }
}

/** GET a user's pets; the stored ones the server no longer lists are forgotten, but not a pet still in the outbox (not on the server yet). */
export async function syncUserPets(userId: string): Promise<void> {
  const pets = await getUserPets(userId);
  await db.transaction('rw', db.pets, db.outbox, async () => {
    const served = new Set(pets.map((pet) => pet._id));
    const waiting = new Set(await db.outbox.toCollection().primaryKeys());
    const stored = await petTable.where('user').equals(userId).toArray();
    await petTable.bulkDelete(stored.filter((pet) => !served.has(pet._id) && !waiting.has(pet._id)).map((pet) => pet._id));
    const previous = new Map(stored.map((pet) => [pet._id, withLiveEdit(pet, waiting)]));
    const rows = pets.map((pet) => petRow(pet, previous.get(pet._id)));
    await petTable.bulkPut(rows.filter((row) => !sameRow(previous.get(row._id), row)));
  });
}
