/**
 * What someone did, each naming who (`from`): a person's action, or a
 * moderator's: `content-removed` (something of the recipient's was removed)
 * and `report-handled` (a report the recipient made was acted on).
 */
export const personNotificationTypes = ['like', 'comment', 'reply', 'follow', 'message', 'content-removed', 'report-handled'] as const;
export type PersonNotificationType = (typeof personNotificationTypes)[number];

/**
 * `export-ready`: the account's data export can be downloaded; it carries the
 * link (`download`) and `from` is the account itself.
 */
export const notificationTypes = [...personNotificationTypes, 'export-ready'] as const;
export type NotificationType = (typeof notificationTypes)[number];
