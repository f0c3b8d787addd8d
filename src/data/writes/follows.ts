import type { OwnUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';

/** Makes the follow edge true or false on both users kept in IndexedDB. */
async function setFollowing(followerId: string, targetId: string, following: boolean) {
  const edit = (list: string[], id: string) => (following ? [...new Set([...list, id])] : list.filter((item) => item !== id));
  await db.users.where('_id').equals(targetId).modify((user) => {
    user.followers = edit(user.followers, followerId);
  });
  await db.users.where('_id').equals(followerId).modify((user) => {
    user.following = edit(user.following, targetId);
  });
}

for (const following of [true, false]) {
  defineOutboxKind(following ? 'follow' : 'unfollow', {
    apply: (row) => setFollowing(contextOf(row, 'userId'), contextOf(row, 'targetId'), following),
    rollback: (row) => setFollowing(contextOf(row, 'userId'), contextOf(row, 'targetId'), !following),
    describe: (row) => ({ subject: { type: 'user', id: contextOf(row, 'targetId') }, text: null }),
    async reconcile(row, answer) {
      // The server answers the caller's own user: it replaces the stored one.
      const { email: _email, ...user } = answer as OwnUser;
      await db.users.put(user);
      await setFollowing(contextOf(row, 'userId'), contextOf(row, 'targetId'), user.following.includes(contextOf(row, 'targetId')));
    },
  });
}

export const setFollow = (userId: string, targetId: string, follow: boolean) =>
  queueWrite({
    userId,
    kind: follow ? 'follow' : 'unfollow',
    method: 'PUT',
    path: follow ? paths.follow(targetId) : paths.unfollow(targetId),
    context: { userId, targetId },
    orderKey: `follow:${targetId}`,
  });
