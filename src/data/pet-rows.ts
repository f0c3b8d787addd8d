import type { Pet } from '@/contract/entities.ts';

/** A pet as kept in IndexedDB: the owner always as an id (indexed), the owner's name beside it when known. */
export interface PetRow extends Pet {
  user: string;
  ownerName?: string;
  /** For a pet added offline, once sent: the outbox row's id it was shown under until then (a page open on it follows). */
  queuedAs?: string;
}

export function petRow(pet: Pet, previous?: PetRow): PetRow {
  if (typeof pet.user === 'string') return { ...pet, user: pet.user, ownerName: previous?.ownerName };
  return { ...pet, user: pet.user._id, ownerName: pet.user.fullName };
}
