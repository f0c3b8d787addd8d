import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { reportReasons, reportTargetTypes, type ReportReason, type ReportTargetType } from '@/contract/schemas/safety.ts';
import { reportAnswer } from '@/contract/schemas/responses/safety.ts';
import type { WriteSubject } from '../outbox/kind-registry.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';

export interface ReportRequest {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  text: string;
  /** What the changes screen names: the post the reported thing is on, or the person who wrote it. */
  about: WriteSubject & { type: 'post' | 'user' };
}

/** A report changes nothing on the device: the reported content stays visible. */
const reportKind = defineOutboxKind('report', {
  context: v.object({ aboutType: v.picklist(['post', 'user']), aboutId: v.string() }),
  body: v.object({
    targetType: v.picklist(reportTargetTypes),
    targetId: v.string(),
    reason: v.picklist(reportReasons),
    text: v.optional(v.string()),
  }),
  answer: reportAnswer,
  apply: async () => undefined,
  rollback: async () => undefined,
  reconcile: async () => undefined,
  describe: (row) => ({ subject: { type: row.context.aboutType, id: row.context.aboutId }, text: row.body.text || null }),
});

export const sendReport = (userId: string, { targetType, targetId, reason, text, about }: ReportRequest) =>
  reportKind.queue({
    userId,
    method: 'POST',
    path: paths.reports,
    body: { targetType, targetId, reason, ...(text ? { text } : {}) },
    context: { aboutType: about.type, aboutId: about.id },
    orderKey: `report:${targetType}:${targetId}`,
  });
