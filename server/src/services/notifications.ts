import type { Notification, PersonNotificationType, UserSummary } from '#contract/entities.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { notifications as notificationsTable } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import * as blocks from '../repositories/blocks.ts';
import * as notifications from '../repositories/notifications.ts';
import { notificationView } from '../views/notifications.ts';

/** The English text kept on each notification, for clients that cannot translate its type. */
const englishText: Record<PersonNotificationType, (name: string, detail: string, count: number) => string> = {
  like: (name) => `${name} liked your post`,
  comment: (name, _detail, count) => (count > 1 ? `${name} commented ${count} times on your post` : `${name} commented on your post`),
  reply: (name, _detail, count) => (count > 1 ? `${name} replied ${count} times to your comments` : `${name} replied to your comment`),
  follow: (name) => `${name} started following you`,
  message: (name) => `${name} sent you a message`,
  'content-removed': (_name, detail) => `A moderator removed your ${detail}`,
  'report-handled': () => 'The moderators have handled your report. Thank you for telling us.',
};

/** The English text of a notification counting `count` actions, as the words before the number and those after (count > 1). */
const countedText: Partial<Record<PersonNotificationType, (name: string) => [string, string]>> = {
  comment: (name) => [`${name} commented `, ' times on your post'],
  reply: (name) => [`${name} replied `, ' times to your comments'],
};

export interface NotificationInput {
  recipientId: string;
  /** Who acted, as the notification shows them (the caller's own summary: nothing to read). */
  from: UserSummary;
  type: PersonNotificationType;
  postId?: string | null;
  /** Same key from the same sender to the same recipient makes no second notification (like, unlike, like). */
  dedupeKey?: string;
  /** Words the English text carries beyond the sender's name (what was removed, and why). */
  detail?: string;
}

/**
 * Makes a notification inside the caller's transaction. Nobody is notified of
 * their own action, nor of anyone they block, who blocks them or whom they
 * mute, and a repeated dedupe key makes none: all answer null (and so no push).
 */
export async function createNotification(tx: Queryable, input: NotificationInput): Promise<Notification | null> {
  if (input.recipientId === input.from._id) return null;
  if (await blocks.silenced(tx, input.recipientId, input.from._id)) return null;
  const values = {
    userId: input.recipientId,
    fromUserId: input.from._id,
    type: input.type,
    postId: input.postId ?? null,
    message: englishText[input.type](input.from.fullName, input.detail ?? '', 1),
  };
  const row = await notifications.insert(tx, { ...values, dedupeKey: input.dedupeKey ?? null });
  return row && notificationView(row, input.from);
}

/** The columns a notification's insert returns within a larger statement (`notificationInsert`), the time as milliseconds. */
export interface ReturnedNotification {
  notification_id: string | null;
  notification_user_id: string;
  notification_type: string;
  notification_post_id: string | null;
  notification_message: string;
  notification_is_read: boolean;
  notification_dedupe_key: string | null;
  notification_count: number;
  notification_created_ms: number;
}

/**
 * `createNotification`'s insert, as a part of the statement that makes the
 * action, where the recipient is known only in SQL: `source` is its FROM and
 * WHERE, and must leave out the caller's own actions and the recipients who
 * are blocked either way with the caller or mute them, as `createNotification`
 * does. The key dedupes (a repeat makes none), or with `counted` counts the
 * repeat on the notification it made before (comments). Returns the `ReturnedNotification` columns.
 */
export function notificationInsert(input: {
  recipient: SQL;
  from: UserSummary;
  type: PersonNotificationType;
  postId: SQL;
  key: SQL;
  counted?: boolean;
  source: SQL;
}): SQL {
  const counted = input.counted ? countedText[input.type]?.(input.from.fullName) : undefined;
  const onRepeat = counted
    ? sql`on conflict (user_id, from_user_id, dedupe_key) do update set count = ${notificationsTable}.count + 1, is_read = false, created_at = now(),
        message = ${counted[0]}::text || (${notificationsTable}.count + 1)::text || ${counted[1]}::text`
    : sql`on conflict do nothing`;
  return sql`insert into ${notificationsTable} (id, user_id, from_user_id, type, post_id, message, dedupe_key)
    select ${newId()}, ${input.recipient}, ${input.from._id}, ${input.type}, ${input.postId}, ${englishText[input.type](input.from.fullName, '', 1)}, ${input.key}
    ${input.source}
    ${onRepeat}
    returning id as notification_id, user_id as notification_user_id, type as notification_type, post_id as notification_post_id,
      message as notification_message, is_read as notification_is_read, dedupe_key as notification_dedupe_key, count as notification_count,
      floor(extract(epoch from created_at) * 1000)::float8 as notification_created_ms`;
}

/** A `notificationInsert` that makes none, for a write that notifies nobody (the columns a statement reads of it). */
export const noNotification = sql`select null::text as notification_id, null::text as notification_user_id where false`;

/** The notification `notificationInsert` made, or null when it made none. */
export function returnedNotification(row: ReturnedNotification, from: UserSummary): Notification | null {
  if (row.notification_id === null) return null;
  return notificationView(
    {
      id: row.notification_id,
      userId: row.notification_user_id,
      fromUserId: from._id,
      type: row.notification_type,
      postId: row.notification_post_id,
      message: row.notification_message,
      isRead: row.notification_is_read,
      dedupeKey: row.notification_dedupe_key,
      downloadUrl: null,
      downloadExpiresAt: null,
      count: row.notification_count,
      createdAt: new Date(row.notification_created_ms),
    },
    from,
  );
}
