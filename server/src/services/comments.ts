import { sql } from 'drizzle-orm';
import type { Comment, Reply, UserSummary } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { foundOr404 } from '../http/errors.ts';
import * as comments from '../repositories/comments.ts';
import * as replies from '../repositories/replies.ts';
import type { RowLock } from '../repositories/rows.ts';
import { comments as commentsTable, posts } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { standingColumns } from '../repositories/visibility.ts';
import { notificationInsert, returnedNotification, type ReturnedNotification } from './notifications.ts';
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
 * Adds the comment of `userId` and counts it on its post (comments_count, as
 * `moveCommentsCount`), in one statement with the post's read (key-share
 * locked) and how the commenter stands towards its author (`standingColumns`):
 * null when there is no post. The comment is made only when the commenter is
 * the author, or neither blocks the other and the author is not suspended
 * (`refuseByStanding` refuses the rest). The author's notification is made in
 * that statement too, as `createNotification` would: none for one's own post or
 * from someone the author mutes, and repeats counted on one.
 */
export async function commentOnPost(db: Queryable, postId: string, commenter: UserSummary, content: string) {
  const userId = commenter._id;
  const { blocked, suspended, mutesActor } = standingColumns(userId, sql`p.user_id`);
  const notified = notificationInsert({
    recipient: sql`post.user_id`,
    from: commenter,
    type: 'comment',
    postId: sql`post.id`,
    key: sql`'comments:' || post.id`,
    counted: true,
    source: sql`from post where exists (select 1 from inserted) and post.user_id <> ${userId} and not post.mutes_actor`,
  });
  // Both drivers (node-postgres and PGlite) answer with `rows`; the time comes as milliseconds, read the same by both.
  const result = (await db.execute(sql`with post as (
      select p.id, p.user_id, ${blocked} as blocked, ${suspended} as suspended, ${mutesActor} as mutes_actor
      from ${posts} as p where p.id = ${postId} for key share),
    inserted as (
      insert into ${commentsTable} (id, post_id, user_id, content) select ${newId()}, id, ${userId}, ${content} from post
      where user_id = ${userId} or not (blocked or suspended)
      returning id, post_id, user_id, content, replies_count, floor(extract(epoch from created_at) * 1000)::float8 as created_ms),
    counted as (
      update ${posts} set comments_count = greatest(comments_count + 1, 0) where id in (select post_id from inserted) returning comments_count),
    notified as (${notified})
    select post.user_id as "authorId", post.blocked, post.suspended, post.mutes_actor as "mutesActor",
      inserted.id, inserted.post_id, inserted.user_id, inserted.content, inserted.replies_count, inserted.created_ms,
      (select comments_count from counted) as "commentsCount", notified.*
    from post left join inserted on true left join notified on true`)) as unknown as {
    rows: (ReturnedNotification & {
      authorId: string;
      blocked: boolean;
      suspended: boolean;
      mutesActor: boolean;
      id: string | null;
      post_id: string;
      user_id: string;
      content: string;
      replies_count: number;
      created_ms: number;
      commentsCount: number;
    })[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const comment: comments.CommentRow | null =
    row.id === null
      ? null
      : {
          id: row.id,
          postId: row.post_id,
          userId: row.user_id,
          content: row.content,
          repliesCount: row.replies_count,
          createdAt: new Date(row.created_ms),
        };
  return {
    authorId: row.authorId,
    blocked: row.blocked,
    suspended: row.suspended,
    comment,
    commentsCount: row.commentsCount,
    notification: returnedNotification(row, commenter),
  };
}
