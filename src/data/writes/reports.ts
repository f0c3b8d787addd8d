import { paths } from '@/contract/paths.ts';
import type { ReportReason, ReportTargetType } from '@/contract/schemas/safety.ts';
import type { OutboxRow } from '../db.ts';
import { defineOutboxKind, type WriteSubject } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';

export interface ReportRequest {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  text: string;
  /** What the changes screen names: the post the reported thing is on, or the person who wrote it. */
  about: WriteSubject & { type: 'post' | 'user' };
}

/** A report changes nothing on the device: the reported content stays visible. */
defineOutboxKind('report', {
  apply: async () => undefined,
  rollback: async () => undefined,
  reconcile: async () => undefined,
  describe: (row: OutboxRow) => ({
    subject: { type: contextOf(row, 'aboutType') as 'post' | 'user', id: contextOf(row, 'aboutId') },
    text: row.context?.text || null,
  }),
});

export const sendReport = (userId: string, { targetType, targetId, reason, text, about }: ReportRequest) =>
  queueWrite({
    userId,
    kind: 'report',
    method: 'POST',
    path: paths.reports,
    body: { targetType, targetId, reason, ...(text ? { text } : {}) },
    context: { userId, targetType, targetId, reason, text, aboutType: about.type, aboutId: about.id },
    orderKey: `report:${targetType}:${targetId}`,
  });
