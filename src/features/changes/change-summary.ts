import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Change } from '@/data/changes.ts';
import { isolate } from '@/i18n/isolate.ts';

/** One line naming a change: "Comment on “Rex at the beach”", "Message to Bilal Nasser". */
export function changeSummary(i18n: I18n, change: Change): string {
  const title = isolate(change.post?.title);
  const name = isolate(change.person?.name);
  const petName = isolate(change.pet?.name);
  switch (change.kind) {
    case 'post':
      return title ? i18n._(msg`New post “${title}”`) : i18n._(msg`New post`);
    case 'pet':
      return i18n._(msg`New pet`);
    case 'pet-edit':
      return petName ? i18n._(msg`Changes to ${petName}`) : i18n._(msg`Changes to a pet`);
    case 'post-edit':
      return title ? i18n._(msg`Changes to “${title}”`) : i18n._(msg`Changes to a post`);
    case 'profile':
      return i18n._(msg`Changes to your profile`);
    case 'gallery':
      return petName ? i18n._(msg`Photo for ${petName}'s gallery`) : i18n._(msg`Photo for a pet's gallery`);
    case 'like':
      return title ? i18n._(msg`Like on “${title}”`) : i18n._(msg`Like on a post`);
    case 'unlike':
      return title ? i18n._(msg`Like taken back on “${title}”`) : i18n._(msg`Like taken back on a post`);
    case 'comment':
      return title ? i18n._(msg`Comment on “${title}”`) : i18n._(msg`Comment on a post`);
    case 'reply':
      return title ? i18n._(msg`Reply on “${title}”`) : i18n._(msg`Reply to a comment`);
    case 'message':
      return name ? i18n._(msg`Message to ${name}`) : i18n._(msg`Chat message`);
    case 'follow':
      return name ? i18n._(msg`Following ${name}`) : i18n._(msg`Following someone`);
    case 'unfollow':
      return name ? i18n._(msg`Unfollowing ${name}`) : i18n._(msg`Unfollowing someone`);
    case 'read':
      return i18n._(msg`Notifications marked as read`);
    case 'block':
      return name ? i18n._(msg`Blocking ${name}`) : i18n._(msg`Blocking someone`);
    case 'unblock':
      return name ? i18n._(msg`Unblocking ${name}`) : i18n._(msg`Unblocking someone`);
    case 'mute':
      return name ? i18n._(msg`Muting ${name}`) : i18n._(msg`Muting someone`);
    case 'unmute':
      return name ? i18n._(msg`Unmuting ${name}`) : i18n._(msg`Unmuting someone`);
    case 'report':
      if (title) return i18n._(msg`Report about “${title}”`);
      return name ? i18n._(msg`Report about ${name}`) : i18n._(msg`A report`);
    default:
      return i18n._(msg`A change`);
  }
}
