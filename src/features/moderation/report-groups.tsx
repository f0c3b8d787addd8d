import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getReportGroupsPage, type ReportStatus } from '@/data/api/moderation.ts';
import { usePagedList } from '@/data/use-paged-list.ts';
import { PagedSection } from './paged-section.tsx';
import { ReportGroupCard } from './report-group-card.tsx';

/** The open or the resolved reports, grouped by target, most recently reported first. */
export function ReportGroups({ status }: { status: ReportStatus }) {
  const { t } = useLingui();
  const load = useCallback((before: string | null) => getReportGroupsPage(status, before), [status]);
  const list = usePagedList(`reports:${status}`, load);
  return (
    <PagedSection
      list={list}
      label={status === 'open' ? t`Open reports` : t`Resolved reports`}
      empty={status === 'open' ? t`No open reports. Nothing waits for a moderator.` : t`No resolved reports yet.`}
    >
      {(group) => <ReportGroupCard key={group._id} group={group} onResolved={list.reload} />}
    </PagedSection>
  );
}
