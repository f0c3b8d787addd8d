import { and, eq, lt, sql } from 'drizzle-orm';
import { pushSubscriptions, pushThrottle } from '../db/schema.ts';
import type { PushSubscriptionRow } from './push-subscriptions.ts';
import type { Queryable } from '../db/client.ts';

/** One sender's pushes to one recipient: at most one in this long. */
export const pushIntervalSeconds = 60;

const claimStatement = (db: Queryable, recipientId: string, senderId: string) =>
  db
    .insert(pushThrottle)
    .values({ recipientId, senderId })
    .onConflictDoUpdate({
      target: [pushThrottle.recipientId, pushThrottle.senderId],
      set: { sentAt: sql`now()` },
      setWhere: sql`${pushThrottle.sentAt} <= now() - make_interval(secs => ${pushIntervalSeconds})`,
    })
    .returning({ recipientId: pushThrottle.recipientId });

/**
 * Claims the right to push from `senderId` to `recipientId` now: true when
 * none was sent in the last minute. One statement, so two processes never
 * both win the same minute.
 */
export async function claim(db: Queryable, recipientId: string, senderId: string): Promise<boolean> {
  const claimed = await claimStatement(db, recipientId, senderId);
  return claimed.length > 0;
}

/** `claim`, answering the recipient's push subscriptions when it succeeds (none when it does not), in one statement. */
export function claimSubscriptions(db: Queryable, recipientId: string, senderId: string): Promise<PushSubscriptionRow[]> {
  const claimed = db.$with('claimed', {}).as(claimStatement(db, recipientId, senderId).getSQL());
  return db
    .with(claimed)
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, recipientId), sql`exists (select 1 from ${claimed})`));
}

/** The push subscriptions a statement's CTE `pushes` answers: what a push needs of each, as `PushSubscriptionRow`'s fields. */
export type ClaimedSubscription = Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

/**
 * `claimSubscriptions` as CTEs of the statement that makes the notifications
 * (`notified`, returning `notification_user_id`) from `senderId`: `pushes`
 * answers one row, the claimed recipients' subscriptions as a jsonb array
 * of `ClaimedSubscription` (null when none), so no statement is left for the push.
 */
export const claimSubscriptionsCtes = (senderId: string) => sql`push_claimed as (
      insert into ${pushThrottle} (recipient_id, sender_id) select notification_user_id, ${senderId} from notified
      on conflict (recipient_id, sender_id) do update set sent_at = now()
      where ${pushThrottle}.sent_at <= now() - make_interval(secs => ${pushIntervalSeconds})
      returning recipient_id),
    pushes as (
      select jsonb_agg(jsonb_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)) as subscriptions
      from ${pushSubscriptions} as s where s.user_id in (select recipient_id from push_claimed))`;

/** Forgets claims older than the interval: they decide nothing any more. */
export const removeStale = (db: Queryable) =>
  db.delete(pushThrottle).where(lt(pushThrottle.sentAt, sql`now() - make_interval(secs => ${pushIntervalSeconds})`));
