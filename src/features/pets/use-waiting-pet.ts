import type { Pet } from '@/contract/entities.ts';
import { useSession } from '@/data/session.ts';
import { useLocalPhotos, useWaitingRow, type LocalPhoto, type WaitingRow } from '@/data/waiting-rows.ts';

export interface WaitingPet {
  row: WaitingRow;
  /** The photo kept on the device with the row; null when the pet was added without one. */
  photo: LocalPhoto | null;
}

/**
 * One's own pet still in the outbox (added or edited offline): its row, and
 * its new photo drawn from the kept blob; null for a pet the server has as
 * shown, undefined while reading.
 */
export function useWaitingPet(pet: Pet & { editedBy?: string | undefined }): WaitingPet | null | undefined {
  const me = useSession();
  const owner = typeof pet.user === 'string' ? pet.user : pet.user._id;
  // Only one's own pet can still be in the outbox: under its own id when added offline, under the edit's when edited.
  const rowId = me?._id === owner ? (pet.editedBy ?? pet._id) : null;
  const row = useWaitingRow(rowId);
  const photos = useLocalPhotos(row ? rowId : null);
  if (row === undefined) return undefined;
  return row ? { row, photo: photos[0] ?? null } : null;
}

/** The pet's photo as shown: a new one kept while it waits, else the server's (through `size`, e.g. the small copy). */
export function petPhoto(pet: Pet, waiting: WaitingPet | null | undefined, size?: (url: string) => string): { src: string | undefined; alt: string } {
  if (waiting?.photo) return { src: waiting.photo.url, alt: waiting.photo.alt };
  return { src: pet.image ? (size ? size(pet.image) : pet.image) : undefined, alt: pet.alt?.trim() ?? '' };
}
