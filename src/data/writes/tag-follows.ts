import * as v from 'valibot';
import { normalizeTag } from '@/contract/hashtags.ts';
import { paths } from '@/contract/paths.ts';
import { messageAnswer } from '@/contract/schemas/responses/common.ts';
import { db } from '../db.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/** Follows the tag in IndexedDB or stops, at once; the server's answer (a message) changes nothing more. */
async function setTagFollowed(tag: string, followed: boolean, at: string) {
  if (followed) await db.tagFollows.put({ tag, followedAt: at });
  else await db.tagFollows.delete(tag);
}

const tagFollowKinds = defineToggleKinds('tag-follow', 'tag-unfollow', {
  context: v.object({ userId: v.string(), tag: v.string() }),
  answer: messageAnswer,
  set: (row, followed) => setTagFollowed(row.context.tag, followed, row.createdAt),
  subject: (row) => ({ type: 'tag', tag: row.context.tag }),
  reconcile: async () => undefined,
});

export function setTagFollow(userId: string, written: string, follow: boolean) {
  const tag = normalizeTag(written);
  return (follow ? tagFollowKinds.on : tagFollowKinds.off).queue({
    userId,
    method: 'PUT',
    path: follow ? paths.followTag(tag) : paths.unfollowTag(tag),
    context: { userId, tag },
    orderKey: `tag-follow:${tag}`,
  });
}
