import { normalizeTag } from '@/contract/hashtags.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/** Follows the tag in IndexedDB or stops, at once; the server's answer (a message) changes nothing more. */
async function setTagFollowed(tag: string, followed: boolean, at: string) {
  if (followed) await db.tagFollows.put({ tag, followedAt: at });
  else await db.tagFollows.delete(tag);
}

defineToggleKinds('tag-follow', 'tag-unfollow', {
  set: (row, followed) => setTagFollowed(contextOf(row, 'tag'), followed, row.createdAt),
  subject: (row) => ({ type: 'tag', tag: contextOf(row, 'tag') }),
  reconcile: async () => undefined,
});

export function setTagFollow(userId: string, written: string, follow: boolean) {
  const tag = normalizeTag(written);
  return queueWrite({
    userId,
    kind: follow ? 'tag-follow' : 'tag-unfollow',
    method: 'PUT',
    path: follow ? paths.followTag(tag) : paths.unfollowTag(tag),
    context: { userId, tag },
    orderKey: `tag-follow:${tag}`,
  });
}
