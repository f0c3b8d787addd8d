import type { Notification } from '@/contract/entities.ts';
import { db } from './db.ts';

/**
 * The app keeps only the newest notifications; the server counts all the
 * unread ones (up to its cap). What it counted beyond the kept ones is stored
 * here, so the count is the kept unread ones (which change offline and live)
 * plus those older unread ones.
 */
const key = 'notifications-unread-beyond';

export async function unreadBeyond(): Promise<number> {
  const row = await db.meta.get(key);
  return typeof row?.value === 'number' ? row.value : 0;
}

export const setUnreadBeyond = (count: number) => db.meta.put({ key, value: count });

/** After a fetch: the server's count less the unread ones of the page it came with. */
export const storeServerUnread = (serverUnread: number, page: Notification[]) =>
  setUnreadBeyond(Math.max(0, serverUnread - page.filter((item) => !item.isRead).length));

/** All the caller's unread notifications: the kept ones and those counted beyond them. */
export const countUnread = async () => (await db.notifications.filter((item) => !item.isRead).count()) + (await unreadBeyond());
