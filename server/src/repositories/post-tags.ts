import { and, desc, eq, lt } from 'drizzle-orm';
import { normalizeTag } from '#contract/hashtags.ts';
import { posts, postTags } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { countNewTags } from './explore-counts.ts';
import { postRecordFields } from './post-record.ts';
import type { Page } from './rows.ts';
import { notMutedBy, shownTo } from './visibility.ts';

const normalized = (written: string[]) => [...new Set(written.map(normalizeTag))];

/** Files a new post under its tags and counts them for Explore. */
export async function fileNewPost(db: Queryable, postId: string, written: string[]) {
  const tags = normalized(written);
  if (tags.length === 0) return;
  await db.insert(postTags).values(tags.map((tag) => ({ tag, postId })));
  await countNewTags(db, tags);
}

/** Files an edited post under its tags now (Explore's counts keep the tags it was published with). */
export async function refile(db: Queryable, postId: string, written: string[]) {
  await db.delete(postTags).where(eq(postTags.postId, postId));
  const tags = normalized(written);
  if (tags.length > 0) await db.insert(postTags).values(tags.map((tag) => ({ tag, postId })));
}

/**
 * A page of the posts carrying the tag, newest first (post ids are time ordered): one backward
 * range of the (tag, post_id) key, leaving out authors hidden from the caller or muted by them.
 */
export const tagPostRecords = (db: Queryable, tag: string, page: Page, viewerId: string | null) =>
  db
    .select(postRecordFields(viewerId))
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .where(
      and(
        eq(postTags.tag, normalizeTag(tag)),
        page.before ? lt(postTags.postId, page.before) : undefined,
        shownTo(viewerId, posts.userId),
        notMutedBy(viewerId, posts.userId),
      ),
    )
    .orderBy(desc(postTags.postId))
    .limit(page.limit + 1);
