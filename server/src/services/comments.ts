import type { Comment, Reply } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { foundOr404 } from '../http/errors.ts';
import * as comments from '../repositories/comments.ts';
import * as replies from '../repositories/replies.ts';
import type { RowLock } from '../repositories/rows.ts';
import { userSummary } from '../views/users.ts';
import { commentView, replyView } from '../views/posts.ts';

type CommentWithAuthor = { comment: comments.CommentRow; user: Parameters<typeof userSummary>[0] };

/** The comments, each with its newest replies (the app shows a new reply first), as `viewerId` may see them. One query. */
export async function withNewestReplies(db: Queryable, rows: CommentWithAuthor[], viewerId: string | null): Promise<Comment[]> {
  const ids = rows.map(({ comment }) => comment.id);
  const replyRows = ids.length ? await replies.newestOfComments(db, ids, viewerId, limits.repliesPreview) : [];
  const repliesByComment = new Map<string, Reply[]>();
  for (const { reply, user } of replyRows) {
    const list = repliesByComment.get(reply.commentId) ?? repliesByComment.set(reply.commentId, []).get(reply.commentId)!;
    list.push(replyView(reply, userSummary(user)));
  }
  return rows.map(({ comment, user }) => commentView(comment, userSummary(user), repliesByComment.get(comment.id) ?? []));
}

/** The newest comments a post's answer carries. Two queries. */
export async function newestComments(db: Queryable, postId: string, viewerId: string | null): Promise<Comment[]> {
  const rows = await comments.pageOfPost(db, postId, viewerId, { limit: limits.postComments });
  return withNewestReplies(db, rows.slice(0, limits.postComments), viewerId);
}

/** The comment, only if it belongs to that post. */
export const getCommentOr404 = async (db: Queryable, postId: string, commentId: string, lock?: RowLock) =>
  foundOr404(await comments.findOnPost(db, postId, commentId, lock), m.commentNotFound);
