import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { ownUserAnswer } from '@/contract/schemas/responses/users.ts';
import { db } from '../db.ts';
import { defineToggleKinds } from './toggle-kinds.ts';
import { publicPart } from '../public-part.ts';

/** Makes the signed-in user follow targetId or not in IndexedDB, moving both users' counts when it changes. */
async function setFollowing(selfId: string, targetId: string, following: boolean) {
  const target = await db.users.get(targetId);
  if (target?.followedByMe === following) return;
  const delta = following ? 1 : -1;
  await db.users
    .where('_id')
    .equals(targetId)
    .modify((user) => {
      user.followedByMe = following;
      user.followersCount = Math.max(0, user.followersCount + delta);
    });
  await db.users
    .where('_id')
    .equals(selfId)
    .modify((user) => {
      user.followingCount = Math.max(0, user.followingCount + delta);
    });
}

const followKinds = defineToggleKinds('follow', 'unfollow', {
  context: v.object({ userId: v.string(), targetId: v.string() }),
  answer: ownUserAnswer,
  set: (row, following) => setFollowing(row.context.userId, row.context.targetId, following),
  subject: (row) => ({ type: 'user', id: row.context.targetId }),
  async reconcile(row, answer, following) {
    // The server answers the caller's own user (with its counts): it replaces the stored one.
    await db.users.update(row.context.targetId, { followedByMe: following });
    await db.users.put(publicPart(answer));
  },
});

export const setFollow = (userId: string, targetId: string, follow: boolean) =>
  (follow ? followKinds.on : followKinds.off).queue({
    userId,
    method: 'PUT',
    path: follow ? paths.follow(targetId) : paths.unfollow(targetId),
    context: { userId, targetId },
    orderKey: `follow:${targetId}`,
  });
