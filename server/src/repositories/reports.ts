import { and, desc, eq, sql } from 'drizzle-orm';
import { reports, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { firstRow, type Page, type RowLock } from './rows.ts';
import { summaryColumns } from './users.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'createdAt' | 'status' | 'resolution' | 'resolvedAt'>;
export type ReportStatus = 'open' | 'resolved';
export interface TargetKey {
  targetType: string;
  targetId: string;
}

/** How many reports of one target a moderator's page shows with their reporters; the count says how many there are. */
export const reportsShownPerTarget = 20;

export async function insert(db: Queryable, values: NewReport): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export const find = (db: Queryable, id: string, lock?: RowLock) => firstRow(db.select().from(reports).where(eq(reports.id, id)).limit(1), lock);

const ofTarget = (target: TargetKey) => and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId));

/**
 * A page of the targets with reports of this status, the target most
 * recently reported first: each with its newest report's id (the cursor)
 * and how many reports it has.
 */
export const targetsPage = (db: Queryable, status: ReportStatus, page: Page) =>
  db
    .select({ targetType: reports.targetType, targetId: reports.targetId, id: sql<string>`max(${reports.id})`, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(reports.targetType, reports.targetId)
    .having(page.before ? sql`max(${reports.id}) < ${page.before}` : undefined)
    .orderBy(sql`max(${reports.id}) desc`)
    .limit(page.limit + 1);

/** The newest reports of one target (at most `reportsShownPerTarget`) with their reporters: one range of the status and target index. */
export const newestOfTarget = (db: Queryable, status: ReportStatus, target: TargetKey) =>
  db
    .select({ report: reports, reporter: summaryColumns })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.status, status), ofTarget(target)))
    .orderBy(desc(reports.id))
    .limit(reportsShownPerTarget);

/** The open reports of a target, locked, oldest first. */
export const openOfTarget = (db: Queryable, target: TargetKey) =>
  db
    .select()
    .from(reports)
    .where(and(ofTarget(target), eq(reports.status, 'open')))
    .orderBy(reports.id)
    .for('update');

export const resolveOpenOfTarget = (db: Queryable, target: TargetKey, resolution: string) =>
  db
    .update(reports)
    .set({ status: 'resolved', resolution, resolvedAt: new Date() })
    .where(and(ofTarget(target), eq(reports.status, 'open')));
