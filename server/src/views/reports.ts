import type * as v from 'valibot';
import type { ModerationLogEntry, Report, ReportGroup, UserSummary } from '#contract/entities.ts';
import type { ModerationAction, ReportReason, ReportTargetType } from '#contract/schemas/safety.ts';
import type { reportedContentAnswer } from '#contract/schemas/responses/safety.ts';
import type { LogRow } from '../repositories/moderation-log.ts';
import type { ReportRow } from '../repositories/reports.ts';
import { userSummary } from './users.ts';

type Summary = Parameters<typeof userSummary>[0];

export const reportView = (row: ReportRow): Report => ({
  _id: row.id,
  targetType: row.targetType as ReportTargetType,
  targetId: row.targetId,
  reason: row.reason as ReportReason,
  text: row.text,
  status: row.status as Report['status'],
  createdAt: row.createdAt.toISOString(),
});

/** One target's reports, newest first (at least one), and how many it has in all. */
export function reportGroupView(rows: { report: ReportRow; reporter: Summary }[], count: number): ReportGroup {
  const newest = rows[0]!.report;
  // The content as the first of these reports found it.
  const target = rows[rows.length - 1]!.report.snapshot as v.InferOutput<typeof reportedContentAnswer>;
  return {
    _id: newest.id,
    targetType: newest.targetType as ReportTargetType,
    targetId: newest.targetId,
    target,
    status: newest.status as ReportGroup['status'],
    resolution: (newest.resolution ?? null) as ModerationAction | null,
    count,
    reasons: [...new Set(rows.map(({ report }) => report.reason as ReportReason))],
    reports: rows.map(({ report, reporter }) => ({
      _id: report.id,
      reporter: userSummary(reporter),
      reason: report.reason as ReportReason,
      text: report.text,
      createdAt: report.createdAt.toISOString(),
    })),
    createdAt: newest.createdAt.toISOString(),
  };
}

export const moderationLogView = (entry: LogRow, moderator: UserSummary | null): ModerationLogEntry => ({
  _id: entry.id,
  moderator,
  action: entry.action as ModerationAction,
  targetType: entry.targetType as ReportTargetType,
  targetId: entry.targetId,
  targetUser: entry.targetUserId,
  reason: entry.reason as ReportReason,
  note: entry.note,
  days: entry.days,
  createdAt: entry.createdAt.toISOString(),
});
