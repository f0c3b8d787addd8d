import type { Notification, NotificationType } from '#contract/entities.ts';
import type { NotificationRow } from '../repositories/notifications.ts';

export const notificationView = (row: NotificationRow, from: Notification['from']): Notification => ({
  _id: row.id,
  type: row.type as NotificationType,
  message: row.message,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  post: row.postId,
  from,
  ...(row.downloadUrl && row.downloadExpiresAt && { download: { url: row.downloadUrl, expiresAt: row.downloadExpiresAt.toISOString() } }),
  count: row.count,
});
