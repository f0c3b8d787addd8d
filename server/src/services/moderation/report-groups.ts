import type { ReportGroup } from '#contract/entities.ts';
import type { Queryable } from '../../db/client.ts';
import * as reports from '../../repositories/reports.ts';
import type { Page } from '../../repositories/rows.ts';
import { reportGroupView } from '../../views/reports.ts';

/** A page of targets with reports of this status, each with its newest reports and their count (the extra one for `takePage` included). */
export async function reportGroupsPage(db: Queryable, status: reports.ReportStatus, page: Page): Promise<(ReportGroup & { id: string })[]> {
  const targets = await reports.targetsPage(db, status, page);
  return Promise.all(
    targets.map(async (target) => ({ id: target.id, ...reportGroupView(await reports.newestOfTarget(db, status, target), target.count) })),
  );
}
