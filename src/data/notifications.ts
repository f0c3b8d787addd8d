import { useLiveQuery } from 'dexie-react-hooks';
import type { Notification } from '@/contract/entities.ts';
import { db } from './db.ts';

/** Notifications kept in IndexedDB, newest first; undefined while the first read runs. */
export function useNotifications(): Notification[] | undefined {
  return useLiveQuery(() => db.notifications.orderBy('createdAt').reverse().toArray(), []);
}
