import { useLiveQuery } from './use-live-query.ts';
import type { Notification } from '@/contract/entities.ts';
import { db } from './db.ts';
import { getNotifications, getUnreadCount } from './api/notifications.ts';
import { pruneSoon } from './prune-scheduler.ts';
import { storeNotifications } from './realtime-handlers.ts';
import { countUnread, storeServerUnread } from './unread-count.ts';

/** Notifications kept in IndexedDB, newest first; undefined while the first read runs. */
export function useNotifications(): Notification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('createdAt').reverse().toArray(), []);
}

/** All the caller's unread notifications, those kept and those older; undefined while the first read runs. */
export const useUnreadCount = (): number | undefined => useLiveQuery(countUnread, []);

/** The newest page and the unread count from the server into IndexedDB (on connect and reconnect). */
export async function syncNotifications(userId: string): Promise<void> {
  const [page, { unread }] = await Promise.all([getNotifications(userId), getUnreadCount()]);
  await storeNotifications(page);
  await storeServerUnread(unread, page);
  void pruneSoon();
}
