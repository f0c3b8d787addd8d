import { and, desc, eq } from 'drizzle-orm';
import { normalizeTag } from '#contract/hashtags.ts';
import { tagFollows } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

export const follow = (db: Queryable, userId: string, tag: string) =>
  db
    .insert(tagFollows)
    .values({ userId, tag: normalizeTag(tag) })
    .onConflictDoNothing();

export const unfollow = (db: Queryable, userId: string, tag: string) =>
  db.delete(tagFollows).where(and(eq(tagFollows.userId, userId), eq(tagFollows.tag, normalizeTag(tag))));

/** The tags the user follows, the latest followed first (one range of the key). */
export const followedBy = (db: Queryable, userId: string) =>
  db
    .select({ tag: tagFollows.tag, followedAt: tagFollows.createdAt })
    .from(tagFollows)
    .where(eq(tagFollows.userId, userId))
    .orderBy(desc(tagFollows.createdAt));
