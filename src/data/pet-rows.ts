import type { Pet } from '@/contract/entities.ts';

/** A pet as kept in IndexedDB: the owner always as an id (indexed), the owner's name beside it when known. */
export interface PetRow extends Pet {
  user: string;
  ownerName?: string;
  /** For a pet added offline, once sent: the outbox row's id it was shown under until then (a page open on it follows). */
  queuedAs?: string;
  /** Set while an edit made offline waits in the outbox: that row's id (its photo, if any, is kept with it). */
  editedBy?: string;
}

/** The server's pet as stored, unless an edit still waits: the edited fields stay shown until that edit is answered. */
export function petRow(pet: Pet, previous?: PetRow): PetRow {
  if (previous?.editedBy) return previous;
  if (typeof pet.user === 'string') return { ...pet, user: pet.user, ownerName: previous?.ownerName };
  return { ...pet, user: pet.user._id, ownerName: pet.user.fullName };
}
