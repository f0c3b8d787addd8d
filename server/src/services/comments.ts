import { and, desc, eq, sql } from 'drizzle-orm';
import type { Comment, Reply } from '../../../src/contract/entities.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { comments, posts, replies, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { userSummary } from '../views/users.ts';
import { commentView, replyView } from '../views/posts.ts';
import type { RowLock } from './pets.ts';

const author = { id: users.id, fullName: users.fullName, username: users.username, avatar: users.avatar };

/** A post's comments, each with its replies, newest first (the app shows a new reply first). Two queries. */
export async function loadComments(db: Queryable, postId: string): Promise<Comment[]> {
  const [commentRows, replyRows] = await Promise.all([
    db
      .select({ comment: comments, user: author })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.postId, postId))
      .orderBy(desc(comments.id)),
    db
      .select({ reply: replies, user: author })
      .from(replies)
      .innerJoin(comments, eq(comments.id, replies.commentId))
      .innerJoin(users, eq(users.id, replies.userId))
      .where(eq(comments.postId, postId))
      .orderBy(desc(replies.id)),
  ]);
  const repliesByComment = new Map<string, Reply[]>();
  for (const { reply, user } of replyRows) {
    const list = repliesByComment.get(reply.commentId) ?? repliesByComment.set(reply.commentId, []).get(reply.commentId)!;
    list.push(replyView(reply, userSummary(user)));
  }
  return commentRows.map(({ comment, user }) => commentView(comment, userSummary(user), repliesByComment.get(comment.id) ?? []));
}

/** The comment, only if it belongs to that post. */
export async function getCommentOr404(db: Queryable, postId: string, commentId: string, lock?: RowLock) {
  const query = db
    .select()
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(m.commentNotFound);
  return row;
}

/** Keeps posts.comments_count exact: it counts comments, not replies (a reply is part of its comment). */
export async function adjustCommentsCount(db: Queryable, postId: string, delta: 1 | -1) {
  await db
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

/** A user as comments and replies show their author. */
export async function authorSummary(db: Queryable, userId: string) {
  const [row] = await db.select(author).from(users).where(eq(users.id, userId)).limit(1);
  return userSummary(row!);
}
