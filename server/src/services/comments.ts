import type { Comment, Reply } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { foundOr404 } from '../http/errors.ts';
import * as comments from '../repositories/comments.ts';
import * as replies from '../repositories/replies.ts';
import type { RowLock } from '../repositories/rows.ts';
import { userSummary } from '../views/users.ts';
import { commentView, replyView } from '../views/posts.ts';

/** A post's comments, each with its replies, newest first (the app shows a new reply first), as `viewerId` may see them. Two queries. */
export async function loadComments(db: Queryable, postId: string, viewerId: string | null): Promise<Comment[]> {
  const [commentRows, replyRows] = await Promise.all([comments.listOfPost(db, postId, viewerId), replies.listOfPost(db, postId, viewerId)]);
  const repliesByComment = new Map<string, Reply[]>();
  for (const { reply, user } of replyRows) {
    const list = repliesByComment.get(reply.commentId) ?? repliesByComment.set(reply.commentId, []).get(reply.commentId)!;
    list.push(replyView(reply, userSummary(user)));
  }
  return commentRows.map(({ comment, user }) => commentView(comment, userSummary(user), repliesByComment.get(comment.id) ?? []));
}

/** The comment, only if it belongs to that post. */
export const getCommentOr404 = async (db: Queryable, postId: string, commentId: string, lock?: RowLock) =>
  foundOr404(await comments.findOnPost(db, postId, commentId, lock), m.commentNotFound);
