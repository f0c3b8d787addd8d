import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import * as blocks from '../repositories/blocks.ts';
import type { UserRow } from '../repositories/users.ts';
import { authorize, policies } from './policies.ts';
import { getUserOr404 } from './users.ts';

/** Refuses (403) an action of `actorId` towards `otherId` when either blocks the other. */
export async function refuseIfBlocked(db: Queryable, actorId: string, ...otherIds: string[]): Promise<void> {
  for (const otherId of new Set(otherIds)) {
    if (otherId !== actorId) authorize(policies.block.interact(await blocks.between(db, actorId, otherId)));
  }
}

/** Answers 404 with `message` when the viewer and `ownerId` are blocked either way (visitors and the owner see everything). */
export async function hideIfBlocked(db: Queryable, viewerId: string | null, ownerId: string, message?: string): Promise<void> {
  if (viewerId !== null && viewerId !== ownerId) authorize(policies.block.see(await blocks.between(db, viewerId, ownerId), message));
}

/** The user, unless they do not exist or the viewer and they are blocked either way (404 both). */
export async function getVisibleUserOr404(db: Queryable, id: string, viewerId: string | null): Promise<UserRow> {
  const row = await getUserOr404(db, id);
  await hideIfBlocked(db, viewerId, id, m.userNotFound);
  return row;
}
