import { and, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { dataExportLinks, dataExports } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { firstRow } from './rows.ts';

export type DataExportRow = typeof dataExports.$inferSelect;
type Claim = Pick<DataExportRow, 'id' | 'attempts'>;

const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** The account's newest export that still means something: working, or ready and not expired. */
export const findCurrent = (db: Queryable, userId: string) =>
  firstRow(
    db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          or(eq(dataExports.status, 'working'), and(eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, sql`now()`))),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1),
  );

/** When the account last asked for an export that did not fail, if it did within `hours`. */
export const askedWithin = (db: Queryable, userId: string, hours: number) =>
  firstRow(
    db
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          inArray(dataExports.status, ['working', 'ready']),
          gt(dataExports.createdAt, sql`now() - make_interval(hours => ${hours})`),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1),
  );

export async function insert(db: Queryable, userId: string): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ id: newId(), userId }).returning();
  return row!;
}

/**
 * Claims the oldest due working export for this worker: one another worker
 * holds is skipped (SKIP LOCKED), and the claim counts an attempt and holds
 * it for `leaseMs`, which the worker renews while it builds. Should the
 * process stop, the export is due again once the lease runs out.
 */
export const claimDue = (db: Queryable, leaseMs: number) =>
  db
    .update(dataExports)
    .set({ attempts: sql`${dataExports.attempts} + 1`, leaseUntil: sql`now() + ${milliseconds(leaseMs)}` })
    .where(
      inArray(
        dataExports.id,
        db
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(and(eq(dataExports.status, 'working'), lte(dataExports.leaseUntil, sql`now()`)))
          .orderBy(dataExports.leaseUntil)
          .limit(1)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()
    .then((rows) => rows[0] ?? null);

/** Only the claim that made `attempts` what it is may touch the row (one whose lease ran out and was taken over may not). */
const ownClaim = (claim: Claim) => and(eq(dataExports.id, claim.id), eq(dataExports.attempts, claim.attempts), eq(dataExports.status, 'working'));

/** Keeps the claim while the archive is being built; answers whether it is still this worker's. */
export const renewLease = async (db: Queryable, claim: Claim, leaseMs: number): Promise<boolean> =>
  (
    await db
      .update(dataExports)
      .set({ leaseUntil: sql`now() + ${milliseconds(leaseMs)}` })
      .where(ownClaim(claim))
      .returning({ id: dataExports.id })
  ).length > 0;

/** Marks the export ready for `days`; answers its expiry, or null when the claim was lost (or the account deleted meanwhile). */
export async function markReady(db: Queryable, claim: Claim, fileKey: string, days: number): Promise<Date | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', fileKey, readyAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${days})`, error: null })
    .where(ownClaim(claim))
    .returning({ expiresAt: dataExports.expiresAt });
  return row?.expiresAt ?? null;
}

/** Records the error: due again after `retryInMs`, or failed for good when `giveUp`. */
export const markFailed = (db: Queryable, claim: Claim, error: string, retryInMs: number, giveUp: boolean) =>
  db
    .update(dataExports)
    .set({ error, leaseUntil: sql`now() + ${milliseconds(retryInMs)}`, ...(giveUp && { status: 'failed' }) })
    .where(ownClaim(claim));

/** Hands a claimed export back untried (the worker is stopping): due at once, the attempt not counted. */
export const release = (db: Queryable, claim: Claim) =>
  db
    .update(dataExports)
    .set({ attempts: sql`${dataExports.attempts} - 1`, leaseUntil: sql`now()` })
    .where(ownClaim(claim));

/** Working exports, due or not (tests wait for none). */
export async function countWorking(db: Queryable): Promise<number> {
  const rows = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.status, 'working'));
  return rows.length;
}

export const addLink = (db: Queryable, exportId: string, tokenHash: string) => db.insert(dataExportLinks).values({ tokenHash, exportId });

/** The ready, unexpired export a link's hash opens, or null. */
export const findByLink = (db: Queryable, tokenHash: string) =>
  firstRow(
    db
      .select({ id: dataExports.id, userId: dataExports.userId, fileKey: dataExports.fileKey, createdAt: dataExports.createdAt })
      .from(dataExportLinks)
      .innerJoin(dataExports, eq(dataExports.id, dataExportLinks.exportId))
      .where(and(eq(dataExportLinks.tokenHash, tokenHash), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, sql`now()`)))
      .limit(1),
  );

/** The archives an account has, to remove with it. */
export async function fileKeysOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.select({ fileKey: dataExports.fileKey }).from(dataExports).where(eq(dataExports.userId, userId));
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/** Exports past their expiry, and failed ones older than `failedDays`, with their archives: what the hourly sweep removes. */
export const listExpired = (db: Queryable, failedDays: number, limit: number) =>
  db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(
      or(
        lt(dataExports.expiresAt, sql`now()`),
        and(eq(dataExports.status, 'failed'), lt(dataExports.createdAt, sql`now() - make_interval(days => ${failedDays})`)),
      ),
    )
    .limit(limit);

export const removeByIds = (db: Queryable, ids: string[]) => db.delete(dataExports).where(inArray(dataExports.id, ids));
