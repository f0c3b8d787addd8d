import type { Notification as AppNotification } from '../contract/entities.ts';
import { conversationIdOf } from '../contract/conversation.ts';

/** The screen that offers one's data export (and a new one once its link has expired). */
export const yourDataUrl = '/your-data';

/** The rules a removed post or comment broke. */
const rulesUrl = '/terms';

/**
 * Where a notification leads: its post, a message its conversation with the
 * reader, a ready data export the Your data screen, a moderator's removal the
 * rules, a handled report the feed, else its sender's profile (never a
 * moderator's: their notifications are about the reader's own things).
 */
export function notificationUrl(notification: Pick<AppNotification, 'type' | 'post' | 'from'>, readerId: string | undefined): string {
  if (notification.type === 'export-ready') return yourDataUrl;
  if (notification.type === 'content-removed') return rulesUrl;
  if (notification.type === 'report-handled') return '/feed';
  if (notification.post) return `/posts/${encodeURIComponent(notification.post)}`;
  if (notification.type === 'message') {
    return readerId ? `/chats/${encodeURIComponent(conversationIdOf(readerId, notification.from._id))}` : '/chats';
  }
  return `/profile/${encodeURIComponent(notification.from._id)}`;
}

/** One system notification per post and per conversation: a newer one replaces it and alerts again (renotify). */
export function notificationTag(notification: Pick<AppNotification, '_id' | 'type' | 'post' | 'from'>): string {
  if (notification.post) return `post:${notification.post}`;
  if (notification.type === 'message') return `conversation:${notification.from._id}`;
  return `notification:${notification._id}`;
}
