import type { ModerationLogEntry, ReportGroup } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { paths } from '@/contract/paths.ts';
import type { ResolveReportInput } from '@/contract/schemas/safety.ts';
import { http } from '../http.ts';
import { getPage } from './list-page.ts';

export type ReportStatus = 'open' | 'resolved';

export const getReportGroupsPage = (status: ReportStatus, before: string | null) =>
  getPage<ReportGroup>(paths.moderationReports, before, limits.page.default, { status });

export const getModerationLogPage = (before: string | null) => getPage<ModerationLogEntry>(paths.moderationLog, before);

export const postResolveReport = (reportId: string, input: ResolveReportInput) =>
  http.post<ReportGroup>(paths.resolveReport(reportId), { json: input });
