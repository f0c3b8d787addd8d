import { sql } from 'drizzle-orm';
import type { Comment, Reply, UserSummary } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import type { Db, Queryable } from '../db/client.ts';
import { isoTime, jsonbFilled, type KeyedStatement } from '../http/keyed-statement.ts';
import { foundOr404 } from '../http/errors.ts';
import * as comments from '../repositories/comments.ts';
import * as replies from '../repositories/replies.ts';
import type { RowLock } from '../repositories/rows.ts';
import { comments as commentsTable, posts } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { notificationInsert } from './notifications.ts';
import { oneStatementWrite, standingOf } from './one-statement-write.ts';
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

/**
 * Adds the comment of `commenter` and counts it on its post (comments_count,
 * as `moveCommentsCount`), in one statement with the post's read (key-share
 * locked), how the commenter stands towards its author (`standingOf`) and
 * the key's answer (`oneStatementWrite`): `authorId` is null when there is no
 * post. The comment is made only when the commenter is the author, or neither
 * blocks the other and the author is not suspended (`refuseByStanding`
 * refuses the rest). The author's notification is made in that statement too,
 * as `createNotification` would: none for one's own post or from someone the
 * author mutes, and repeats counted on one. The answer is the new comment's
 * `commentView`.
 */
export function commentOnPost(db: Db, key: KeyedStatement, postId: string, commenter: UserSummary, content: string) {
  const userId = commenter._id;
  const id = newId();
  const notified = notificationInsert({
    recipient: sql`target.user_id`,
    from: commenter,
    type: 'comment',
    postId: sql`target.id`,
    key: sql`'comments:' || target.id`,
    counted: true,
    source: sql`from target where exists (select 1 from inserted) and target.user_id <> ${userId} and not target.mutes_actor`,
  });
  // The view of the comment to be, its count of replies and time filled in by the statement.
  const view = commentView({ id, postId, userId, content, repliesCount: 0, createdAt: new Date(0) }, commenter);
  return oneStatementWrite<{ authorId: string | null; blocked: boolean; suspended: boolean; commentsCount: number }>(db, key, commenter, {
    target: sql`select p.id, p.user_id, ${standingOf(userId, sql`p.user_id`)} from ${posts} as p where p.id = ${postId} for key share`,
    changes: sql`inserted as (
      insert into ${commentsTable} (id, post_id, user_id, content) select ${id}, id, ${userId}, ${content} from target
      where ${key.proceeds} and (user_id = ${userId} or not (blocked or suspended))
      returning post_id, replies_count, created_at),
    counted as (
      update ${posts} set comments_count = greatest(comments_count + 1, 0) where id in (select post_id from inserted) returning comments_count),
    notified as (${notified})`,
    answer: sql`select jsonb_build_object('comment', ${jsonbFilled(view, { repliesCount: sql`replies_count`, createdAt: isoTime(sql`created_at`) })}) as body
      from inserted`,
    status: 201,
    columns: sql`target.user_id as "authorId", target.blocked, target.suspended, (select comments_count from counted) as "commentsCount"`,
  });
}
