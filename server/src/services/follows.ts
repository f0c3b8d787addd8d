import { sql, type SQL } from 'drizzle-orm';
import type { UserSummary } from '#contract/entities.ts';
import type { Db } from '../db/client.ts';
import { follows, users } from '../db/schema.ts';
import type { KeyedStatement } from '../http/keyed-statement.ts';
import { pairLock } from '../repositories/follows.ts';
import { transactionInOneTrip } from '../repositories/prepared.ts';
import type { ModeratorConfig } from './moderation/moderators.ts';
import { noNotification, notificationInsert } from './notifications.ts';
import { oneStatementWriteSql, standingOf, writeRowOf, type WriteRow } from './one-statement-write.ts';
import { ownUserJsonb } from './own-user-jsonb.ts';

type FollowColumns = { found: boolean | null; blocked: boolean; suspended: boolean; added: boolean };

/**
 * Follows (+1) or unfollows (-1) the target in a transaction of two
 * statements sent together (`transactionInOneTrip`). The first locks both
 * users' rows in id order (`pairLock`): two changes of one pair then
 * run one after the other, and the second statement, whose snapshot is taken
 * once the lock is held, sees what the other committed. That one
 * (`oneStatementWrite`) claims the key, adds or removes the row, marks the
 * pair mutual or not, moves both users' counts, makes the notification and
 * stores the answer: the caller as `ownUser` shows them, with their new
 * count. A follow is made only when neither blocks the other and the target
 * is not suspended; `refuseByStanding` refuses the rest. It notifies the
 * target unless they mute the caller, once (the dedupe key), as
 * `createNotification` would.
 */
export async function changeFollow(
  db: Db,
  key: KeyedStatement,
  caller: UserSummary,
  targetId: string,
  delta: 1 | -1,
  config: ModeratorConfig,
): Promise<WriteRow<FollowColumns>> {
  const change = delta === 1 ? followChanges(key, caller, targetId) : unfollowChanges(key, caller._id, targetId);
  const answer = ownUserJsonb('me', config, {
    followersCount: sql`me.followers_count`,
    followingCount: sql`me.following_count + (case when exists (select 1 from changed) then ${delta}::int else 0 end)`,
  });
  const [, written] = await transactionInOneTrip(db, [
    pairLock(caller._id, targetId),
    oneStatementWriteSql(key, caller, {
      target: sql`select u.id, ${standingOf(caller._id, sql`u.id`)} from ${users} as u where u.id = ${targetId}`,
      changes: sql`${change.row},
    counted as (
      update ${users} set following_count = following_count + (case when id = ${caller._id} then ${delta}::int else 0 end),
        followers_count = followers_count + (case when id = ${targetId} then ${delta}::int else 0 end)
      where id in (${caller._id}, ${targetId}) and exists (select 1 from changed)),
    notified as (${change.notified})`,
      answer: sql`select ${answer} as body from target join ${users} as me on me.id = ${caller._id} where ${change.allowed}`,
      status: 200,
      columns: sql`target.id is not null as found, target.blocked, target.suspended, exists (select 1 from changed) as added`,
    }),
  ]);
  return writeRowOf<FollowColumns>(written!, caller);
}

/** The follow row (`changed`) and the follow back's mutual mark; the notification; what is allowed. */
function followChanges(key: KeyedStatement, caller: UserSummary, targetId: string): { row: SQL; notified: SQL; allowed: SQL } {
  const callerId = caller._id;
  return {
    row: sql`changed as (
      insert into ${follows} (follower_id, followee_id, mutual)
      select ${callerId}, id, exists (select 1 from ${follows} as back where back.follower_id = target.id and back.followee_id = ${callerId})
      from target where ${key.proceeds} and not (blocked or suspended)
      on conflict do nothing returning followee_id),
    marked as (
      update ${follows} set mutual = true
      where follower_id = ${targetId} and followee_id = ${callerId} and exists (select 1 from changed))`,
    notified: notificationInsert({
      recipient: sql`target.id`,
      from: caller,
      type: 'follow',
      postId: sql`null`,
      key: sql`'follow'`,
      source: sql`from target where exists (select 1 from changed) and not target.mutes_actor`,
    }),
    allowed: sql`not (target.blocked or target.suspended)`,
  };
}

/** The follow row's removal (`changed`) and the follow back's mutual mark taken off; an unfollow notifies nobody and is always allowed. */
function unfollowChanges(key: KeyedStatement, callerId: string, targetId: string): { row: SQL; notified: SQL; allowed: SQL } {
  return {
    row: sql`changed as (
      delete from ${follows} where follower_id = ${callerId} and followee_id = ${targetId} and ${key.proceeds}
      returning followee_id),
    unmarked as (
      update ${follows} set mutual = false
      where follower_id = ${targetId} and followee_id = ${callerId} and exists (select 1 from changed))`,
    notified: noNotification,
    allowed: sql`true`,
  };
}
