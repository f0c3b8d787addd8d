import { and, eq, sql } from 'drizzle-orm';
import { likes, posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import type { PostRow } from './posts.ts';

/**
 * posts.likes_count moves only when a like row really appears or goes, in the
 * same transaction and by an atomic increment, so it stays exact under
 * concurrent likes.
 */
async function moveCount(db: Queryable, postId: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} + ${delta}` })
    .where(eq(posts.id, postId))
    .returning({ likesCount: posts.likesCount });
  return row!.likesCount;
}

async function currentCount(db: Queryable, postId: string): Promise<number> {
  const [row] = await db.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId));
  return row!.likesCount;
}

export async function addLike(db: Queryable, post: PostRow, userId: string) {
  const inserted = await db.insert(likes).values({ postId: post.id, userId }).onConflictDoNothing().returning({ userId: likes.userId });
  if (inserted.length === 0) return { likesCount: await currentCount(db, post.id), added: false };
  return { likesCount: await moveCount(db, post.id, 1), added: true };
}

export async function removeLike(db: Queryable, post: PostRow, userId: string): Promise<number> {
  const removed = await db
    .delete(likes)
    .where(and(eq(likes.postId, post.id), eq(likes.userId, userId)))
    .returning({ userId: likes.userId });
  return removed.length === 0 ? currentCount(db, post.id) : moveCount(db, post.id, -1);
}
