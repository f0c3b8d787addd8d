import type { Post } from '@/contract/entities.ts';
import { normalizeTag } from '@/contract/hashtags.ts';
import { getFollowedTags, getTagPostsPage } from './api/tags.ts';
import { db } from './db.ts';
import { kindOf } from './outbox/kind-registry.ts';
import './writes/all-kinds.ts';
import { keepPostPage, type FoundPage } from './posts/post-list-page.ts';

/** How many of the followed tags Explore asks for new posts. */
const followedTagsRead = 5;

export const carriesTag = (post: Pick<Post, 'tags'>, tags: ReadonlySet<string>) => (post.tags ?? []).some((tag) => tags.has(normalizeTag(tag)));

/** A page of the tag's posts from the server, kept in IndexedDB. */
export const syncTagPage = async (tag: string, before: string | null): Promise<FoundPage> => keepPostPage(await getTagPostsPage(tag, before));

/** Without the server: the stored posts carrying any of the tags, newest first. */
export const storedTagPosts = (tags: string[], max: number): Promise<Post[]> => {
  const wanted = new Set(tags.map(normalizeTag));
  return db.posts
    .orderBy('createdAt')
    .reverse()
    .filter((post) => carriesTag(post, wanted))
    .limit(max)
    .toArray();
};

/**
 * The followed tags as the server has them, unless follows or unfollows still
 * wait in the outbox (they stay applied). A refused one was undone already and
 * does not hold the server's list back.
 */
export async function syncFollowedTags(userId: string): Promise<void> {
  const followed = await getFollowedTags();
  const waiting = await db.outbox
    .where('[userId+status]')
    .equals([userId, 'pending'])
    .filter((row) => kindOf(row)?.subject(row)?.type === 'tag')
    .count();
  if (waiting > 0) return;
  await db.transaction('rw', db.tagFollows, async () => {
    await db.tagFollows.clear();
    await db.tagFollows.bulkPut(followed);
  });
}

/** The first page of new posts of the latest followed tags, kept in IndexedDB for Explore. */
export async function syncFollowedTagPosts(userId: string): Promise<void> {
  await syncFollowedTags(userId);
  const latest = await db.tagFollows.orderBy('followedAt').reverse().limit(followedTagsRead).toArray();
  await Promise.all(latest.map(({ tag }) => syncTagPage(tag, null)));
}
