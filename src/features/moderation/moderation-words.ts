import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModerationAction, ReportReason, ReportTargetType } from '@/contract/schemas/safety.ts';

const reasons = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  'animal-cruelty': msg`Animal cruelty`,
  inappropriate: msg`Inappropriate`,
  impersonation: msg`Impersonation`,
  other: msg`Other`,
} as const;

const targets = {
  post: msg`Post`,
  comment: msg`Comment`,
  reply: msg`Reply`,
  message: msg`Message`,
  user: msg`Account`,
} as const;

const actions = {
  dismiss: msg`Dismissed`,
  remove: msg`Content removed`,
  suspend: msg`Account suspended`,
} as const;

export const reasonText = (i18n: I18n, reason: ReportReason): string => i18n._(reasons[reason]);
export const targetText = (i18n: I18n, type: ReportTargetType): string => i18n._(targets[type]);
export const actionText = (i18n: I18n, action: ModerationAction): string => i18n._(actions[action]);
