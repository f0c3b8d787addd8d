import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { KeyedStatement } from '../http/keyed-statement.ts';
import { likes, posts } from '../db/schema.ts';
import { likeCountsUpsert } from '../repositories/explore-counts.ts';
import type { UserSummary } from '#contract/entities.ts';
import { noNotification, notificationInsert } from './notifications.ts';
import { oneStatementWrite, standingOf } from './one-statement-write.ts';

/**
 * posts.likes_count moves only when a like row really appears or goes, in the
 * same transaction, so it stays exact under concurrent likes; so do Explore's
 * hourly counters (a like taken back counts off the hour it was given in).
 * One statement each: the like row, the post's count (the new count, or the
 * one standing when nothing changed) and Explore's counters, in that order
 * for like and unlike alike, so the two lock the same rows in the same order
 * (a like locks its post first, as an unlike's read of the post does).
 */
/**
 * Likes the post, in one statement with the post's read (key-share locked, as
 * for any row pointing to it), how the liker stands towards its author
 * (`standingOf`), the author's notification and the key's answer
 * (`oneStatementWrite`): `id` is null when there is no post. The like is made
 * only when the liker is the author, or neither blocks the other and the
 * author is not suspended; `refuseByStanding` refuses the rest, so the answer
 * is the same as that of checks made first. A new like notifies the author
 * unless it is the liker's own post or the author mutes the liker, once per
 * liker and post (the dedupe key), as `createNotification` would. The answer
 * is made whenever the like is allowed, also when the liker liked it before.
 */
export function likePost(db: Db, key: KeyedStatement, postId: string, liker: UserSummary) {
  const allowed = sql`(target.user_id = ${liker._id} or not (target.blocked or target.suspended))`;
  const notified = notificationInsert({
    recipient: sql`target.user_id`,
    from: liker,
    type: 'like',
    postId: sql`target.id`,
    key: sql`'like:' || target.id`,
    source: sql`from target where exists (select 1 from changed) and target.user_id <> ${liker._id} and not target.mutes_actor`,
  });
  return oneStatementWrite<{ id: string | null; userId: string; blocked: boolean; suspended: boolean; added: boolean; likesCount: number }>(
    db,
    key,
    liker,
    {
      target: sql`select p.id, p.user_id, ${standingOf(liker._id, sql`p.user_id`)} from ${posts} as p where p.id = ${postId} for key share`,
      changes: sql`changed as (
      insert into ${likes} (post_id, user_id) select id, ${liker._id} from target where ${key.proceeds} and ${allowed}
      on conflict do nothing returning post_id, created_at as liked_at),
    ${countsOfChanged(1)},
    notified as (${notified})`,
      answer: sql`select jsonb_build_object('likesCount', ${likesCountAfter(postId)}, 'liked', true) as body from target where ${allowed}`,
      status: 200,
      columns: sql`target.id, target.user_id as "userId", target.blocked, target.suspended,
      exists (select 1 from changed) as added, ${likesCountAfter(postId)} as "likesCount"`,
    },
  );
}

/**
 * Takes the like back, in one statement with the post's read (key-share
 * locked, as a like reads it) and the key's answer (`oneStatementWrite`):
 * `id` is null when there is no post. Anyone may take back their own like,
 * whoever blocks whom since; it notifies nobody.
 */
export function unlikePost(db: Db, key: KeyedStatement, postId: string, liker: UserSummary) {
  return oneStatementWrite<{ id: string | null; removed: boolean; likesCount: number }>(db, key, liker, {
    target: sql`select p.id from ${posts} as p where p.id = ${postId} for key share`,
    changes: sql`changed as (
      delete from ${likes} where post_id = (select id from target) and user_id = ${liker._id} and ${key.proceeds}
      returning post_id, created_at as liked_at),
    ${countsOfChanged(-1)},
    notified as (${noNotification})`,
    answer: sql`select jsonb_build_object('likesCount', ${likesCountAfter(postId)}, 'liked', false) as body from target`,
    status: 200,
    columns: sql`target.id, exists (select 1 from changed) as removed, ${likesCountAfter(postId)} as "likesCount"`,
  });
}

/** The CTEs that move the post's count and Explore's counters for the like rows `changed` returns. */
const countsOfChanged = (delta: 1 | -1) => sql`counted as (
      update ${posts} set likes_count = likes_count + ${delta}::int where id in (select post_id from changed) returning likes_count),
    explore as (${likeCountsUpsert(sql`select post_id, liked_at from changed`, delta)})`;

/** The post's new count, or the standing one when no like row changed. */
const likesCountAfter = (postId: string) => sql`coalesce((select likes_count from counted), (select likes_count from ${posts} where id = ${postId}))`;
