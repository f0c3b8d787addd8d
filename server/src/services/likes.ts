import type { Queryable } from '../db/client.ts';
import * as likes from '../repositories/likes.ts';
import * as posts from '../repositories/posts.ts';

/**
 * posts.likes_count moves only when a like row really appears or goes, in the
 * same transaction, so it stays exact under concurrent likes.
 */
export async function addLike(db: Queryable, postId: string, userId: string) {
  const added = await likes.add(db, postId, userId);
  return { likesCount: added ? await posts.moveLikesCount(db, postId, 1) : await posts.likesCount(db, postId), added };
}

export async function removeLike(db: Queryable, postId: string, userId: string) {
  const removed = await likes.remove(db, postId, userId);
  return { likesCount: removed ? await posts.moveLikesCount(db, postId, -1) : await posts.likesCount(db, postId), removed };
}
