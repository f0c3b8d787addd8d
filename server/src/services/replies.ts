import { sql, type SQL } from 'drizzle-orm';
import type { UserSummary } from '#contract/entities.ts';
import type { Db } from '../db/client.ts';
import { comments, posts, replies } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { isoTime, jsonbFilled, type KeyedStatement } from '../http/keyed-statement.ts';
import { standingColumns } from '../repositories/visibility.ts';
import { replyView } from '../views/posts.ts';
import { notificationInsert } from './notifications.ts';
import { oneStatementWrite } from './one-statement-write.ts';

/**
 * Adds the reply of `replier` to the comment, in one statement with the post's
 * and the comment's reads (the comment key-share locked), how the replier
 * stands towards the post's author and the comment's (`standingColumns`,
 * one's own rows aside) and the key's answer (`oneStatementWrite`): `postId`
 * is null when there is no post, `commentId` when the post has no such
 * comment. The reply is made only when neither author blocks the replier or
 * is blocked by them, nor is suspended (`refuseByStanding` refuses the rest).
 * The comment's author is notified as `createNotification` would (not of
 * their own reply, nor by someone they mute; repeats on one post counted on
 * one notification). The answer is the new reply's `replyView`.
 */
export function replyToComment(db: Db, key: KeyedStatement, postId: string, commentId: string, replier: UserSummary, content: string) {
  const userId = replier._id;
  const id = newId();
  const towardsComment = standingColumns(userId, sql`c.user_id`);
  const towardsPost = standingColumns(userId, sql`p.user_id`);
  const eitherAuthor = (comment: SQL, post: SQL) => sql`((c.user_id <> ${userId} and ${comment}) or (p.user_id <> ${userId} and ${post}))`;
  const notified = notificationInsert({
    recipient: sql`target.user_id`,
    from: replier,
    type: 'reply',
    postId: sql`target.post_id`,
    key: sql`'replies:' || target.post_id`,
    counted: true,
    source: sql`from target where exists (select 1 from inserted) and target.user_id <> ${userId} and not target.mutes_actor`,
  });
  // The view of the reply to be, its time filled in by the statement.
  const view = replyView({ id, commentId, userId, content, createdAt: new Date(0) }, replier);
  return oneStatementWrite<{ postId: string | null; commentId: string | null; commentAuthorId: string; blocked: boolean; suspended: boolean }>(
    db,
    key,
    replier,
    {
      target: sql`select p.id as post_id, c.id, c.user_id,
        ${eitherAuthor(towardsComment.blocked, towardsPost.blocked)} as blocked,
        ${eitherAuthor(towardsComment.suspended, towardsPost.suspended)} as suspended,
        ${towardsComment.mutesActor} as mutes_actor
      from ${posts} as p
      left join lateral (select id, user_id from ${comments} where id = ${commentId} and post_id = p.id for key share) as c on true
      where p.id = ${postId}`,
      changes: sql`inserted as (
      insert into ${replies} (id, comment_id, user_id, content) select ${id}, target.id, ${userId}, ${content} from target
      where ${key.proceeds} and target.id is not null and not (target.blocked or target.suspended)
      returning created_at),
    notified as (${notified})`,
      answer: sql`select jsonb_build_object('reply', ${jsonbFilled(view, { createdAt: isoTime(sql`created_at`) })}) as body from inserted`,
      status: 201,
      columns: sql`target.post_id as "postId", target.id as "commentId", target.user_id as "commentAuthorId", target.blocked, target.suspended`,
    },
  );
}
