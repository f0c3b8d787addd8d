import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { comments, follows, galleryItems, likes, mediaUploads, pets, postImages, posts, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { firstRow } from './rows.ts';

/**
 * The queries that take an account out: the counts other people's rows keep
 * of it, moved before its own rows cascade away with `users.id`.
 */

/**
 * The account, locked until the deletion commits: a like, comment or follow
 * it makes meanwhile (each key-share-locks the user through its foreign key)
 * waits, so no row of it appears after its counts were taken.
 */
export const lockUser = (tx: Queryable, userId: string) => firstRow(tx.select().from(users).where(eq(users.id, userId)).limit(1), 'update');

/** Every media url the account's rows name: avatar, pets' pictures, galleries, posts' images, photos uploaded ahead and not taken. */
export async function imagesOwnedBy(tx: Queryable, userId: string): Promise<string[]> {
  const [avatar, petImages, gallery, postUrls, pending] = await Promise.all([
    tx.select({ url: users.avatar }).from(users).where(eq(users.id, userId)),
    tx.select({ url: pets.image }).from(pets).where(eq(pets.userId, userId)),
    tx.select({ url: galleryItems.image }).from(galleryItems).innerJoin(pets, eq(pets.id, galleryItems.petId)).where(eq(pets.userId, userId)),
    tx.select({ url: postImages.url }).from(postImages).innerJoin(posts, eq(posts.id, postImages.postId)).where(eq(posts.userId, userId)),
    tx
      .select({ url: mediaUploads.url })
      .from(mediaUploads)
      .where(and(eq(mediaUploads.userId, userId), isNull(mediaUploads.takenAt))),
  ]);
  return [...avatar, ...petImages, ...gallery, ...postUrls, ...pending].flatMap((row) => (row.url ? [row.url] : []));
}

/** Takes the account's likes off the counts of other people's posts; answers each such post's new count. */
export const releaseLikes = (tx: Queryable, userId: string) =>
  tx
    .update(posts)
    .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
    .from(likes)
    .where(and(eq(likes.postId, posts.id), eq(likes.userId, userId), ne(posts.userId, userId)))
    .returning({ postId: posts.id, likesCount: posts.likesCount });

/**
 * Takes the account's comments off the counts of other people's posts (a
 * post counts its comments, not their replies); answers each such post's
 * new count.
 */
export function releaseComments(tx: Queryable, userId: string) {
  const lost = tx
    .select({ postId: comments.postId, count: sql<number>`count(*)::int`.as('count') })
    .from(comments)
    .where(eq(comments.userId, userId))
    .groupBy(comments.postId)
    .as('lost');
  return tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${lost.count}, 0)` })
    .from(lost)
    .where(and(eq(posts.id, lost.postId), ne(posts.userId, userId)))
    .returning({ postId: posts.id, commentsCount: posts.commentsCount });
}

/** The account's comments on other people's posts, which their screens drop. */
export const commentsOnOthersPosts = (tx: Queryable, userId: string) =>
  tx
    .select({ commentId: comments.id, postId: comments.postId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.userId, userId), ne(posts.userId, userId)));

/** Takes the account off the follower counts of those it follows and the following counts of those who follow it. */
export async function releaseFollows(tx: Queryable, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ followersCount: sql`greatest(${users.followersCount} - 1, 0)` })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.followeeId, users.id), ne(users.id, userId)));
  await tx
    .update(users)
    .set({ followingCount: sql`greatest(${users.followingCount} - 1, 0)` })
    .from(follows)
    .where(and(eq(follows.followeeId, userId), eq(follows.followerId, users.id), ne(users.id, userId)));
}

/** The account's row; everything else it made goes with it through the foreign keys. */
export const removeUser = (tx: Queryable, userId: string) => tx.delete(users).where(eq(users.id, userId));
