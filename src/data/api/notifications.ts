import type { Notification } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

/** The caller's newest notifications (API.md: userId must be the caller). */
export const getNotifications = (userId: string, limit = 50) =>
  http.get(paths.notifications, { searchParams: { userId, limit } }).json<Notification[]>();
