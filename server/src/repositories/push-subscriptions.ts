import { and, eq, or } from 'drizzle-orm';
import { pushSubscriptions } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type Subscription = Pick<PushSubscriptionRow, 'userId' | 'sessionId' | 'endpoint' | 'p256dh' | 'auth'>;

/**
 * One endpoint is one browser. Its owner may store it again with new keys;
 * another account takes it over only by showing its current auth secret,
 * which only that browser holds. It belongs to the session that stored it
 * last, and ends with that session. Answers false when the endpoint stayed where it was.
 */
export async function save(db: Queryable, { endpoint, ...fields }: Subscription): Promise<boolean> {
  const stored = await db
    .insert(pushSubscriptions)
    .values({ id: newId(), endpoint, ...fields })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: fields,
      setWhere: or(eq(pushSubscriptions.userId, fields.userId), eq(pushSubscriptions.auth, fields.auth)),
    })
    .returning({ id: pushSubscriptions.id });
  return stored.length > 0;
}

export const removeOwn = (db: Queryable, userId: string, endpoint: string) =>
  db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));

/** Removes the subscription only if its keys are still these: the browser may have subscribed again with new ones meanwhile. */
export const removeIfUnchanged = (db: Queryable, row: Pick<PushSubscriptionRow, 'id' | 'p256dh' | 'auth'>) =>
  db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.p256dh, row.p256dh), eq(pushSubscriptions.auth, row.auth)));
