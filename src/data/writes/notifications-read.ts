import type { Notification } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { setUnreadBeyond, unreadBeyond } from '../unread-count.ts';
import { contextOf } from './context.ts';

const setRead = (ids: string[], isRead: boolean) => db.notifications.where('_id').anyOf(ids).modify({ isRead });
const idsOf = (row: { context?: Record<string, string> }) => JSON.parse(row.context?.ids ?? '[]') as string[];

defineOutboxKind('notification-read', {
  apply: (row) => setRead([contextOf(row, 'id')], true),
  rollback: (row) => setRead([contextOf(row, 'id')], false),
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
  reconcile: async (_row, answer) => {
    await db.notifications.put(answer as Notification);
  },
});

/** Read-all undoes only what it changed: the ids that were unread when it was made, and the older unread ones counted. */
defineOutboxKind('notifications-read-all', {
  apply: async (row) => {
    await setRead(idsOf(row), true);
    await setUnreadBeyond(0);
  },
  rollback: async (row) => {
    await setRead(idsOf(row), false);
    await setUnreadBeyond(Number(row.context?.beyond ?? 0));
  },
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
  reconcile: async () => undefined,
});

export const markNotificationRead = (userId: string, id: string) =>
  queueWrite({ userId, kind: 'notification-read', method: 'PATCH', path: paths.notificationRead(id), context: { id }, orderKey: 'notifications' });

export async function markAllNotificationsRead(userId: string) {
  const unread = await db.notifications.filter((item) => !item.isRead).primaryKeys();
  return queueWrite({
    userId,
    kind: 'notifications-read-all',
    method: 'PATCH',
    path: paths.notificationsReadAll,
    context: { ids: JSON.stringify(unread), beyond: String(await unreadBeyond()) },
    orderKey: 'notifications',
  });
}
