import type { Queryable } from '../db/client.ts';
import * as likes from '../repositories/likes.ts';
import * as posts from '../repositories/posts.ts';
import { moveLikeCounts } from '../repositories/explore-counts.ts';

/**
 * posts.likes_count moves only when a like row really appears or goes, in the
 * same transaction, so it stays exact under concurrent likes; so do Explore's
 * hourly counters (a like taken back counts off the hour it was given in).
 */
export async function addLike(db: Queryable, postId: string, userId: string) {
  const added = await likes.add(db, postId, userId);
  if (added) await moveLikeCounts(db, postId, 1);
  return { likesCount: added ? await posts.moveLikesCount(db, postId, 1) : await posts.likesCount(db, postId), added };
}

export async function removeLike(db: Queryable, postId: string, userId: string) {
  const removed = await likes.remove(db, postId, userId);
  if (removed) await moveLikeCounts(db, postId, -1, removed.createdAt);
  return { likesCount: removed ? await posts.moveLikesCount(db, postId, -1) : await posts.likesCount(db, postId), removed: removed !== null };
}
