/** What someone else did: each names its sender (`from`). */
export const personNotificationTypes = ['like', 'comment', 'reply', 'follow', 'message'] as const;
export type PersonNotificationType = (typeof personNotificationTypes)[number];

/**
 * `export-ready`: the account's data export can be downloaded; it carries the
 * link (`download`) and `from` is the account itself.
 */
export const notificationTypes = [...personNotificationTypes, 'export-ready'] as const;
export type NotificationType = (typeof notificationTypes)[number];
