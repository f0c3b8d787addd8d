import { and, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { mediaDeletions } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

export type MediaDeletionRow = typeof mediaDeletions.$inferSelect;

const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Queues image names for removal from the store; a name queued already stays as it is. */
export async function enqueue(db: Queryable, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(mediaDeletions)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: mediaDeletions.name });
}

/** Whether the image is queued for removal, i.e. its content was deleted: it is then no longer served. */
export async function isQueued(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.select({ name: mediaDeletions.name }).from(mediaDeletions).where(eq(mediaDeletions.name, name)).limit(1);
  return rows.length > 0;
}

/**
 * Claims up to `limit` due rows (or only those among `names`) in one
 * statement: rows another worker holds are skipped (SKIP LOCKED), and each
 * claimed row counts an attempt and is out of reach for `leaseMs`, so no
 * other process takes it meanwhile; should this one die, it is due again then.
 */
export const claimDue = (db: Queryable, limit: number, leaseMs: number, names?: string[]) => {
  const due: SQL | undefined = and(lte(mediaDeletions.nextAttemptAt, sql`now()`), names ? inArray(mediaDeletions.name, names) : undefined);
  return db
    .update(mediaDeletions)
    .set({ attempts: sql`${mediaDeletions.attempts} + 1`, nextAttemptAt: sql`now() + ${milliseconds(leaseMs)}` })
    .where(
      inArray(
        mediaDeletions.name,
        db
          .select({ name: mediaDeletions.name })
          .from(mediaDeletions)
          .where(due)
          .orderBy(mediaDeletions.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
};

/** Only the claim that made `attempts` what it is may settle the row. */
const ownClaim = (row: Pick<MediaDeletionRow, 'name' | 'attempts'>) =>
  and(eq(mediaDeletions.name, row.name), eq(mediaDeletions.attempts, row.attempts));

/** The image is gone from the store: the row goes too. */
export const markDone = (db: Queryable, row: Pick<MediaDeletionRow, 'name' | 'attempts'>) => db.delete(mediaDeletions).where(ownClaim(row));

export const markFailed = (db: Queryable, row: Pick<MediaDeletionRow, 'name' | 'attempts'>, error: string, retryInMs: number) =>
  db
    .update(mediaDeletions)
    .set({ lastError: error, nextAttemptAt: sql`now() + ${milliseconds(retryInMs)}` })
    .where(ownClaim(row));

/** Rows waiting, due or not: the queue's length. */
export async function countWaiting(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaDeletions);
  return row?.n ?? 0;
}
