import type { Notification } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

/** The caller's newest notifications (the server accepts only the caller's own userId). */
export const getNotifications = (userId: string, limit = 50) => http.get<Notification[]>(paths.notifications, { searchParams: { userId, limit } });

/** How many of the caller's notifications are unread, up to `limits.unreadCount`. */
export const getUnreadCount = () => http.get<{ unread: number }>(paths.notificationsUnreadCount);
