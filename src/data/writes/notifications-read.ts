import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { notificationAnswer, readAllAnswer } from '@/contract/schemas/responses/social.ts';
import { db } from '../db.ts';
import { defineOutboxKind, noBody } from '../outbox/kinds.ts';
import { setUnreadBeyond, unreadBeyond } from '../unread-count.ts';

const setRead = (ids: string[], isRead: boolean) => db.notifications.where('_id').anyOf(ids).modify({ isRead });

const readOneKind = defineOutboxKind('notification-read', {
  context: v.object({ id: v.string() }),
  body: noBody,
  answer: notificationAnswer,
  apply: (row) => setRead([row.context.id], true),
  rollback: (row) => setRead([row.context.id], false),
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
  readsNotifications: (row) => [row.context.id],
  reconcile: async (_row, notification) => {
    await db.notifications.put(notification);
  },
});

/** Read-all undoes only what it changed: the ids that were unread when it was made, and the older unread ones counted. */
const readAllKind = defineOutboxKind('notifications-read-all', {
  // `beyond`: the unread ones counted beyond the kept notifications when it was made (none on rows queued before it was kept).
  context: v.object({ ids: v.array(v.string()), beyond: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0) }),
  body: noBody,
  answer: readAllAnswer,
  apply: async (row) => {
    await setRead(row.context.ids, true);
    await setUnreadBeyond(0);
  },
  rollback: async (row) => {
    await setRead(row.context.ids, false);
    await setUnreadBeyond(row.context.beyond);
  },
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
  readsNotifications: (row) => row.context.ids,
  reconcile: async () => undefined,
});

export const markNotificationRead = (userId: string, id: string) =>
  readOneKind.queue({ userId, method: 'PATCH', path: paths.notificationRead(id), context: { id }, orderKey: 'notifications' });

export async function markAllNotificationsRead(userId: string) {
  const unread = await db.notifications.filter((item) => !item.isRead).primaryKeys();
  return readAllKind.queue({
    userId,
    method: 'PATCH',
    path: paths.notificationsReadAll,
    context: { ids: unread, beyond: await unreadBeyond() },
    orderKey: 'notifications',
  });
}
