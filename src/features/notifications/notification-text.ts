import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Notification } from '@/contract/entities.ts';

/** The app's own text for a notification, from its type and sender (API.md, Entities). */
export function notificationText(i18n: I18n, notification: Notification): string {
  const name = notification.from.fullName || notification.from.username;
  switch (notification.type) {
    case 'like':
      return i18n._(msg`${name} liked your post`);
    case 'comment':
      return i18n._(msg`${name} commented on your post`);
    case 'reply':
      return i18n._(msg`${name} replied to your comment`);
    case 'follow':
      return i18n._(msg`${name} started following you`);
    case 'message':
      return i18n._(msg`${name} sent you a message`);
    default:
      return notification.message;
  }
}
