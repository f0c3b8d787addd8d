import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notificationTypes, type Notification, type NotificationType } from '@/contract/entities.ts';
import { namePlaceholder, type PushTexts } from '@/data/push-texts.ts';
import { directionOf, type Locale } from '@/i18n/locales.ts';
import { notificationText } from './notification-text.ts';

/** The bell's texts with the sender's name left as a placeholder, for the service worker to fill in. */
export function buildPushTexts(i18n: I18n): PushTexts {
  const template = (type: NotificationType) =>
    notificationText(i18n, {
      type,
      from: { _id: '', fullName: namePlaceholder, username: namePlaceholder, avatar: null },
    } as Notification);
  return {
    locale: i18n.locale,
    dir: directionOf(i18n.locale as Locale),
    title: i18n._(msg`PawPals`),
    bodies: Object.fromEntries(notificationTypes.map((type) => [type, template(type)])) as PushTexts['bodies'],
  };
}
