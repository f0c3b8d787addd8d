import { sql } from 'drizzle-orm';
import type { Notification, UserSummary } from '#contract/entities.ts';
import type { Queryable } from '../db/client.ts';
import * as follows from '../repositories/follows.ts';
import type { UserRow } from '../repositories/users.ts';
import { notificationInsert, returnedNotification, type ReturnedNotification } from './notifications.ts';

/**
 * Adds the follow of `follower`, already checked against `targetId` (neither
 * blocks the other, not suspended), and notifies the followed user unless they
 * mute the follower, once ever (the dedupe key), as `createNotification` would:
 * the notification is made in the statement that marks the pair mutual.
 * Answers the follower's row with its new counts, or null when the follow was there already.
 */
export async function follow(
  tx: Queryable,
  follower: UserSummary,
  targetId: string,
  targetMutesFollower: boolean,
): Promise<{ follower: UserRow; notification: Notification | null } | null> {
  const notify = targetMutesFollower
    ? undefined
    : notificationInsert({ recipient: sql`${targetId}::text`, from: follower, type: 'follow', postId: sql`null`, key: sql`'follow'`, source: sql`` });
  const added = await follows.add(tx, follower._id, targetId, notify);
  if (!added) return null;
  const notification = added.alongside ? returnedNotification(added.alongside as unknown as ReturnedNotification, follower) : null;
  return { follower: added.follower, notification };
}
