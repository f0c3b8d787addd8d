import { useLiveQuery } from './use-live-query.ts';
import type { Notification } from '@/contract/entities.ts';
import { db } from './db.ts';
import { getNotifications } from './api/notifications.ts';
import { pruneSoon } from './prune-scheduler.ts';
import { storeNotifications } from './realtime-handlers.ts';

/** Notifications kept in IndexedDB, newest first; undefined while the first read runs. */
export function useNotifications(): Notification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('createdAt').reverse().toArray(), []);
}

/** The newest page from the server into IndexedDB (on connect and reconnect). */
export async function syncNotifications(userId: string): Promise<void> {
  await storeNotifications(await getNotifications(userId));
  void pruneSoon();
}
