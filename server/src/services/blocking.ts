import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { hiddenFrom, type Standing } from '../repositories/visibility.ts';
import type { UserRow } from '../repositories/users.ts';
import { authorize, policies } from './policies.ts';
import { getUserOr404 } from './users.ts';

/** The same refusal from a standing already read (with the row acted on, by `standingColumns`); the caller skips their own rows. */
export function refuseByStanding({ blocked, suspended }: Standing): void {
  authorize(policies.block.interact(blocked));
  authorize(policies.block.see(suspended));
}

/** Answers 404 with `message` when `ownerId` is suspended, or the viewer and they are blocked either way (the owner sees their own). */
export async function hideIfBlocked(db: Queryable, viewerId: string | null, ownerId: string, message?: string): Promise<void> {
  authorize(policies.block.see(await hiddenFrom(db, viewerId, ownerId), message));
}

/** The user, unless they do not exist, are suspended, or the viewer and they are blocked either way (404 all). */
export async function getVisibleUserOr404(db: Queryable, id: string, viewerId: string | null): Promise<UserRow> {
  const row = await getUserOr404(db, id);
  await hideIfBlocked(db, viewerId, id, m.userNotFound);
  return row;
}
