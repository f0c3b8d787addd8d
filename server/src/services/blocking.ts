import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import * as blocks from '../repositories/blocks.ts';
import { hiddenFrom } from '../repositories/visibility.ts';
import type { UserRow } from '../repositories/users.ts';
import { authorize, policies } from './policies.ts';
import { getUserOr404 } from './users.ts';

/** Refuses (403) an action of `actorId` towards `otherId` when either blocks the other. */
export async function refuseIfBlocked(db: Queryable, actorId: string, ...otherIds: string[]): Promise<void> {
  for (const otherId of new Set(otherIds)) {
    if (otherId !== actorId) authorize(policies.block.interact(await blocks.between(db, actorId, otherId)));
  }
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
