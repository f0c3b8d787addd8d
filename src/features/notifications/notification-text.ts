import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Notification } from '@/contract/entities.ts';

/** The app's own text for a notification, from its type and sender (the server's `message` is English only). */
export function notificationText(i18n: I18n, notification: Notification): string {
  const name = notification.from.fullName || notification.from.username;
  // Rows stored before notifications were counted have no count.
  const count = notification.count ?? 1;
  switch (notification.type) {
    case 'like':
      return i18n._(msg`${name} liked your post`);
    case 'comment':
      return count > 1
        ? i18n._(msg`${name} commented ${plural(count, { one: '# time', other: '# times' })} on your post`)
        : i18n._(msg`${name} commented on your post`);
    case 'reply':
      return count > 1
        ? i18n._(msg`${name} replied ${plural(count, { one: '# time', other: '# times' })} to your comments`)
        : i18n._(msg`${name} replied to your comment`);
    case 'follow':
      return i18n._(msg`${name} started following you`);
    case 'message':
      return i18n._(msg`${name} sent you a message`);
    case 'content-removed':
      return i18n._(msg`A moderator removed something you posted, as it broke the community rules`);
    case 'report-handled':
      return i18n._(msg`The moderators have handled your report. Thank you for telling us.`);
    case 'export-ready':
      return i18n._(msg`Your data is ready to download`);
    default:
      return notification.message;
  }
}

/** Stands in for the sender's name while the sentence is translated, so the name can be set apart. */
const nameMark = '\u0000';

/**
 * The same text split around the sender's name, so the name can be shown
 * isolated in its own direction (an Arabic name in an English sentence).
 */
export function notificationTextParts(i18n: I18n, notification: Notification): { before: string; name: string; after: string } {
  const name = notification.from.fullName || notification.from.username;
  const marked = notificationText(i18n, { ...notification, from: { ...notification.from, fullName: nameMark } });
  const at = marked.indexOf(nameMark);
  if (at < 0) return { before: notificationText(i18n, notification), name: '', after: '' };
  return { before: marked.slice(0, at), name, after: marked.slice(at + nameMark.length) };
}
