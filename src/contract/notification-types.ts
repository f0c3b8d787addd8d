/** `content-removed`: a moderator removed something of the recipient's; `report-handled`: a report the recipient made was acted on. */
export const notificationTypes = ['like', 'comment', 'reply', 'follow', 'message', 'content-removed', 'report-handled'] as const;
export type NotificationType = (typeof notificationTypes)[number];
