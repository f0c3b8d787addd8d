import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { comments, replies, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { summaryColumns } from './users.ts';
import { olderThan, type Page } from './rows.ts';
import { shownTo } from './visibility.ts';

export type ReplyRow = typeof replies.$inferSelect;

/** A page of a comment's replies with their authors, newest first, with the extra row `takePage` looks for. */
export const pageOfComment = (db: Queryable, commentId: string, viewerId: string | null, page: Page) =>
  db
    .select({ id: replies.id, reply: replies, user: summaryColumns })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(and(eq(replies.commentId, commentId), olderThan(replies.id, page), shownTo(viewerId, replies.userId)))
    .orderBy(desc(replies.id))
    .limit(page.limit + 1);

/**
 * The newest `perComment` replies of each of the comments, newest first, as
 * `viewerId` may see them: one statement, which reads per comment only the
 * replies it keeps (a lateral join on the comment's replies index).
 */
export function newestOfComments(db: Queryable, commentIds: string[], viewerId: string | null, perComment: number) {
  const newest = db
    .select({
      id: replies.id,
      commentId: replies.commentId,
      userId: replies.userId,
      content: replies.content,
      createdAt: replies.createdAt,
      fullName: users.fullName,
      username: users.username,
      avatar: users.avatar,
    })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(and(eq(replies.commentId, comments.id), shownTo(viewerId, replies.userId)))
    .orderBy(desc(replies.id))
    .limit(perComment)
    .as('newest');
  return db
    .select({
      reply: { id: newest.id, commentId: newest.commentId, userId: newest.userId, content: newest.content, createdAt: newest.createdAt },
      user: { id: newest.userId, fullName: newest.fullName, username: newest.username, avatar: newest.avatar },
    })
    .from(comments)
    .innerJoinLateral(newest, sql`true`)
    .where(inArray(comments.id, commentIds))
    .orderBy(desc(newest.id));
}

/** The reply with the post its comment belongs to. */
export const findWithPost = (db: Queryable, id: string) =>
  db
    .select({ reply: replies, postId: comments.postId })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .where(eq(replies.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);

export const remove = (db: Queryable, id: string) => db.delete(replies).where(eq(replies.id, id));
