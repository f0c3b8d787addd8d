import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportTargetType } from '@/contract/schemas/safety.ts';

/** The menu item and the dialog's title for what is reported; an account is named. */
export function reportTitle(i18n: I18n, type: ReportTargetType, name: string): string {
  switch (type) {
    case 'post':
      return i18n._(msg`Report post`);
    case 'comment':
      return i18n._(msg`Report comment`);
    case 'reply':
      return i18n._(msg`Report reply`);
    case 'message':
      return i18n._(msg`Report message`);
    case 'user':
      return i18n._(msg`Report ${name}`);
  }
}
