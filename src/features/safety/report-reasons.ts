import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@/contract/schemas/safety.ts';

/** How the report dialog names each reason. */
export const reportReasonLabels: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment or bullying`,
  'animal-cruelty': msg`Animal cruelty`,
  inappropriate: msg`Inappropriate content`,
  impersonation: msg`Pretending to be someone else`,
  other: msg({ message: 'Something else', context: 'report reason' }),
};
