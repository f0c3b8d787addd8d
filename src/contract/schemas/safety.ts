import * as v from 'valibot';
import { messages as m } from '../messages.ts';
import { cursorField, idSchema, limitField } from './common.ts';

/** What can be reported, and why. */
export const reportTargetTypes = ['post', 'comment', 'reply', 'message', 'user'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasons = ['spam', 'harassment', 'animal-cruelty', 'inappropriate', 'impersonation', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const moderationActions = ['dismiss', 'remove', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];
export const reportStatuses = ['open', 'resolved'] as const;

/** The most a report's or a moderator's words can hold. */
export const detailsMax = 1000;
/** A suspension of more than ten years is one for good: leave `days` out. */
export const suspensionDaysMax = 3650;

export const reportSchema = v.object({
  targetType: v.picklist(reportTargetTypes, m.reportTargetTypeInvalid),
  targetId: idSchema,
  reason: v.picklist(reportReasons, m.reportReasonInvalid),
  text: v.optional(v.pipe(v.string(m.reportTextTooLong), v.trim(), v.maxLength(detailsMax, m.reportTextTooLong)), ''),
});
export type ReportInput = v.InferInput<typeof reportSchema>;

export const moderationReportsQuery = v.strictObject(
  { status: v.optional(v.picklist(reportStatuses, m.invalidInput), 'open'), limit: limitField, before: cursorField },
  m.unknownParameter,
);

/** `days` only with suspend; without it a suspension is for good. */
export const resolveReportSchema = v.object({
  action: v.picklist(moderationActions, m.moderationActionInvalid),
  days: v.optional(
    v.pipe(
      v.number(m.suspensionDaysInvalid),
      v.integer(m.suspensionDaysInvalid),
      v.minValue(1, m.suspensionDaysInvalid),
      v.maxValue(suspensionDaysMax, m.suspensionDaysInvalid),
    ),
  ),
  note: v.optional(v.pipe(v.string(m.moderationNoteTooLong), v.trim(), v.maxLength(detailsMax, m.moderationNoteTooLong)), ''),
});
export type ResolveReportInput = v.InferInput<typeof resolveReportSchema>;
