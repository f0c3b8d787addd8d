import type { Notification } from '../contract/entities.ts';

export type NotificationDownload = { expired: false; url: string; expiresAt: string } | { expired: true; expiresAt: string };

/** The download an export-ready notification carries, without its link once that has expired; null when it carries none. */
export function notificationDownload(notification: Pick<Notification, 'download'>, now: number): NotificationDownload | null {
  const download = notification.download;
  if (!download) return null;
  const expiresAt = Date.parse(download.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now ? { expired: true, expiresAt: download.expiresAt } : { expired: false, ...download };
}
