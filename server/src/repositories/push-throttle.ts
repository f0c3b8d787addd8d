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

/** Forgets claims older than the interval: they decide nothing any more. */
export const removeStale = (db: Queryable) =>
  db.delete(pushThrottle).where(lt(pushThrottle.sentAt, sql`now() - make_interval(secs => ${pushIntervalSeconds})`));
