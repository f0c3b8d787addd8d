import { inArray, sql, type SQL } from 'drizzle-orm';
import type { UserSummary } from '#contract/entities.ts';
import type { Db, Tx } from '../db/client.ts';
import { follows, users } from '../db/schema.ts';
import type { KeyColumns, KeyedStatement } from '../http/keyed-statement.ts';
import { jsonbFilled } from '../http/keyed-statement.ts';
import { runNamed } from '../repositories/prepared.ts';
import type { UserRow } from '../repositories/users.ts';
import { noNotification, notificationInsert } from './notifications.ts';
import { oneStatementWrite, standingOf, type WriteRow } from './one-statement-write.ts';

type FollowColumns = { found: boolean | null; blocked: boolean; suspended: boolean; added: boolean };

/**
 * Follows (+1) or unfollows (-1) the target, in a transaction of two
 * statements. The first claims the key, reads its stored answer and locks
 * both users' rows in id order (`lockPair`'s rule): two changes of one pair
 * then run one after the other, and the second statement, whose snapshot is
 * taken once the lock is held, sees what the other committed. That one
 * (`oneStatementWrite`) adds or removes the row, marks the pair mutual or
 * not, moves both users' counts, makes the notification and stores the
 * answer: the caller as `view` shows them, with their new count. A follow is
 * made only when neither blocks the other and the target is not suspended;
 * `refuseByStanding` refuses the rest. It notifies the target unless they
 * mute the caller, once (the dedupe key), as `createNotification` would.
 */
export function changeFollow(
  db: Db,
  key: KeyedStatement,
  caller: UserSummary,
  targetId: string,
  delta: 1 | -1,
  view: (caller: UserRow) => object,
): Promise<WriteRow<FollowColumns> | KeyColumns> {
  return db.transaction(async (tx) => {
    const locked = await lockPairClaimingKey(tx, key, caller._id, targetId);
    if (!locked.key.key_claimed || locked.key.stored_status !== null) return locked.key;
    const callerRow = locked.rows.find((row) => row.id === caller._id)!;
    const change = delta === 1 ? followChanges(key, caller, targetId) : unfollowChanges(key, caller._id, targetId);
    const answer = jsonbFilled(view(callerRow), {
      followingCount: sql`${callerRow.followingCount}::int + (case when exists (select 1 from changed) then ${delta}::int else 0 end)`,
    });
    return oneStatementWrite<FollowColumns>(tx, key, caller, {
      target: sql`select u.id, ${standingOf(caller._id, sql`u.id`)} from ${users} as u where u.id = ${targetId}`,
      changes: sql`${change.row},
    counted as (
      update ${users} set following_count = following_count + (case when id = ${caller._id} then ${delta}::int else 0 end),
        followers_count = followers_count + (case when id = ${targetId} then ${delta}::int else 0 end)
      where id in (${caller._id}, ${targetId}) and exists (select 1 from changed)),
    notified as (${change.notified})`,
      answer: sql`select ${answer} as body from target where ${change.allowed}`,
      status: 200,
      columns: sql`target.id is not null as found, target.blocked, target.suspended, exists (select 1 from changed) as added`,
    });
  });
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

/** The key's columns (`KeyedStatement`) and both users' rows, locked for update in id order: one statement. */
async function lockPairClaimingKey(tx: Tx, key: KeyedStatement, callerId: string, targetId: string) {
  const claim = tx.$with('claim', {}).as(key.claim);
  const stored = tx.$with('stored', {}).as(key.stored);
  const rows = await runNamed(
    tx
      .with(claim, stored)
      .select({
        user: users,
        key_claimed: sql<boolean>`${key.fields.key_claimed}`,
        stored_hash: sql<string | null>`${key.fields.stored_hash}`,
        stored_status: sql<number | null>`${key.fields.stored_status}`,
        stored_body: sql<unknown>`${key.fields.stored_body}`,
      })
      .from(users)
      .where(inArray(users.id, [callerId, targetId]))
      .orderBy(users.id)
      .for('update'),
  );
  const { user: _user, ...keyColumns } = rows[0]!;
  return { key: keyColumns, rows: rows.map((row) => row.user) };
}
