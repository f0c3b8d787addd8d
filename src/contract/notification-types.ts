export const notificationTypes = ['like', 'comment', 'reply', 'follow', 'message'] as const;
export type NotificationType = (typeof notificationTypes)[number];
