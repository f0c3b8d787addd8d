import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { comments, follows, galleryItems, likes, messages, pets, postImages, posts, replies, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/**
 * One account's rows for its export, a page at a time in key order: each
 * function answers the `limit` rows after the key `after` (all from the
 * start when it is undefined), so an archive never holds more than a page.
 */
export type PageReader<Row> = (db: Queryable, userId: string, after: string | undefined, limit: number) => Promise<Row[]>;

const after = (key: Parameters<typeof gt>[0], value: string | undefined) => (value === undefined ? undefined : gt(key, value));

export const petsPage: PageReader<typeof pets.$inferSelect> = (db, userId, from, limit) =>
  db
    .select()
    .from(pets)
    .where(and(eq(pets.userId, userId), after(pets.id, from)))
    .orderBy(asc(pets.id))
    .limit(limit);

export const galleryPage: PageReader<typeof galleryItems.$inferSelect> = (db, userId, from, limit) =>
  db
    .select({ id: galleryItems.id, petId: galleryItems.petId, image: galleryItems.image, alt: galleryItems.alt, createdAt: galleryItems.createdAt })
    .from(galleryItems)
    .innerJoin(pets, eq(pets.id, galleryItems.petId))
    .where(and(eq(pets.userId, userId), after(galleryItems.id, from)))
    .orderBy(asc(galleryItems.id))
    .limit(limit);

/** The account's posts, each with its image urls in order (one more query per page). */
export async function postsPage(db: Queryable, userId: string, from: string | undefined, limit: number) {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      body: posts.body,
      petId: posts.petId,
      likesCount: posts.likesCount,
      commentsCount: posts.commentsCount,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(and(eq(posts.userId, userId), after(posts.id, from)))
    .orderBy(asc(posts.id))
    .limit(limit);
  const images =
    rows.length === 0
      ? []
      : await db
          .select({ postId: postImages.postId, url: postImages.url })
          .from(postImages)
          .where(
            inArray(
              postImages.postId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(postImages.postId), asc(postImages.position));
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.postId === row.id).map((image) => image.url) }));
}

export const commentsPage: PageReader<{ id: string; postId: string; content: string; createdAt: Date }> = (db, userId, from, limit) =>
  db
    .select({ id: comments.id, postId: comments.postId, content: comments.content, createdAt: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.userId, userId), after(comments.id, from)))
    .orderBy(asc(comments.id))
    .limit(limit);

export const repliesPage: PageReader<{ id: string; postId: string; commentId: string; content: string; createdAt: Date }> = (
  db,
  userId,
  from,
  limit,
) =>
  db
    .select({ id: replies.id, postId: comments.postId, commentId: replies.commentId, content: replies.content, createdAt: replies.createdAt })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .where(and(eq(replies.userId, userId), after(replies.id, from)))
    .orderBy(asc(replies.id))
    .limit(limit);

/** Keyed by the post's id: a like is one per post. */
export const likesPage: PageReader<{ postId: string; createdAt: Date }> = (db, userId, from, limit) =>
  db
    .select({ postId: likes.postId, createdAt: likes.createdAt })
    .from(likes)
    .where(and(eq(likes.userId, userId), after(likes.postId, from)))
    .orderBy(asc(likes.postId))
    .limit(limit);

/** The people the account follows, keyed by their id. */
export const followingPage: PageReader<{ id: string; username: string; since: Date }> = (db, userId, from, limit) =>
  db
    .select({ id: users.id, username: users.username, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(and(eq(follows.followerId, userId), after(follows.followeeId, from)))
    .orderBy(asc(follows.followeeId))
    .limit(limit);

/** The people who follow the account, keyed by their id. */
export const followersPage: PageReader<{ id: string; username: string; since: Date }> = (db, userId, from, limit) =>
  db
    .select({ id: users.id, username: users.username, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(and(eq(follows.followeeId, userId), after(follows.followerId, from)))
    .orderBy(asc(follows.followerId))
    .limit(limit);

/** Every message the account sent or received. */
export const messagesPage: PageReader<typeof messages.$inferSelect> = (db, userId, from, limit) =>
  db
    .select()
    .from(messages)
    .where(and(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)), after(messages.id, from)))
    .orderBy(asc(messages.id))
    .limit(limit);
