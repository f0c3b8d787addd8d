import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModerationAction, ReportReason, ReportTargetType } from '@/contract/schemas/safety.ts';

const reasons = {
  spam: msg({ message: 'Spam', context: 'why a report was made' }),
  harassment: msg({ message: 'Harassment', context: 'why a report was made' }),
  'animal-cruelty': msg({ message: 'Animal cruelty', context: 'why a report was made' }),
  inappropriate: msg({ message: 'Inappropriate', context: 'why a report was made' }),
  impersonation: msg({ message: 'Impersonation', context: 'why a report was made' }),
  other: msg({ message: 'Other', context: 'why a report was made' }),
} as const;

const targets = {
  post: msg({ message: 'Post', context: 'kind of reported content' }),
  comment: msg({ message: 'Comment', context: 'kind of reported content' }),
  reply: msg({ message: 'Reply', context: 'kind of reported content' }),
  message: msg({ message: 'Message', context: 'kind of reported content' }),
  user: msg({ message: 'Account', context: 'kind of reported content' }),
} as const;

const actions = {
  dismiss: msg({ message: 'Dismissed', context: 'what a moderator did' }),
  remove: msg({ message: 'Content removed', context: 'what a moderator did' }),
  suspend: msg({ message: 'Account suspended', context: 'what a moderator did' }),
} as const;

export const reasonText = (i18n: I18n, reason: ReportReason): string => i18n._(reasons[reason]);
export const targetText = (i18n: I18n, type: ReportTargetType): string => i18n._(targets[type]);
export const actionText = (i18n: I18n, action: ModerationAction): string => i18n._(actions[action]);
