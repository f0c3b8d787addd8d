import { lt, sql } from 'drizzle-orm';
import { pushThrottle } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** One sender's pushes to one recipient: at most one in this long. */
export const pushIntervalSeconds = 60;

/**
 * Claims the right to push from `senderId` to `recipientId` now: true when
 * none was sent in the last minute. One statement, so two processes never
 * both win the same minute.
 */
export async function claim(db: Queryable, recipientId: string, senderId: string): Promise<boolean> {
  const claimed = await db
    .insert(pushThrottle)
    .values({ recipientId, senderId })
    .onConflictDoUpdate({
      target: [pushThrottle.recipientId, pushThrottle.senderId],
      set: { sentAt: sql`now()` },
      setWhere: sql`${pushThrottle.sentAt} <= now() - make_interval(secs => ${pushIntervalSeconds})`,
    })
    .returning({ recipientId: pushThrottle.recipientId });
  return claimed.length > 0;
}

/** Forgets claims older than the interval: they decide nothing any more. */
export const removeStale = (db: Queryable) =>
  db.delete(pushThrottle).where(lt(pushThrottle.sentAt, sql`now() - make_interval(secs => ${pushIntervalSeconds})`));
