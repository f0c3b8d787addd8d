import { and, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
type NewMail = Pick<typeof mailOutbox.$inferInsert, 'dedupeKey' | 'recipient' | 'language' | 'kind' | 'data'>;

/** The PostgreSQL channel a committed enqueue notifies, so mail workers wake at once (in every process listening). */
export const mailQueuedChannel = 'mail_queued';

const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));
const milliseconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Queues the mail unless one with its dedupe key is queued already (sent or
 * not); answers whether it was. Its notification is delivered when the
 * caller's transaction commits, and never if it rolls back.
 */
export async function insert(db: Queryable, mail: NewMail): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({ id: newId(), ...mail })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (inserted.length === 0) return false;
  await db.execute(sql`SELECT pg_notify(${mailQueuedChannel}, '')`);
  return true;
}

/**
 * Claims up to `limit` due mails for this worker in one statement: rows
 * another worker holds are skipped (SKIP LOCKED), and each claimed row counts
 * an attempt and is put out of reach for `leaseMs`, long enough to send it, so
 * no other process takes it meanwhile. Should this process die while sending,
 * the mail is due again once the lease ends.
 */
export const claimDue = (db: Queryable, limit: number, leaseMs: number) =>
  db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${milliseconds(leaseMs)}` })
    .where(
      inArray(
        mailOutbox.id,
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(waiting, lte(mailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(mailOutbox.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();

/** Only the claim that made `attempts` what it is may settle the row (a claim whose lease ran out may not). */
const ownClaim = (row: Pick<MailOutboxRow, 'id' | 'attempts'>) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

export const markSent = (db: Queryable, row: Pick<MailOutboxRow, 'id' | 'attempts'>) =>
  db.update(mailOutbox).set({ sentAt: sql`now()` }).where(ownClaim(row));

/** Records the error and makes the mail due again after `retryInMs`; or gives up on it when that would be past `giveUpAfterMs` from its enqueue. */
export const markFailed = (db: Queryable, row: Pick<MailOutboxRow, 'id' | 'attempts'>, error: string, retryInMs: number, giveUpAfterMs: number) =>
  db
    .update(mailOutbox)
    .set({
      lastError: error,
      nextAttemptAt: sql`now() + ${milliseconds(retryInMs)}`,
      failedAt: sql`CASE WHEN now() + ${milliseconds(retryInMs)} > ${mailOutbox.createdAt} + ${milliseconds(giveUpAfterMs)} THEN now() END`,
    })
    .where(ownClaim(row));

/** Hands back a claimed mail that was not tried (the worker is stopping): due at once, the attempt not counted. */
export const release = (db: Queryable, row: Pick<MailOutboxRow, 'id' | 'attempts'>) =>
  db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(ownClaim(row));

/** Mails neither sent nor given up on, due or not. */
export async function countWaiting(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(waiting);
  return row?.n ?? 0;
}

/** Forgets mails sent or given up on more than `days` ago: their addresses are kept no longer than needed. */
export const removeSettledOlderThanDays = (db: Queryable, days: number) =>
  db
    .delete(mailOutbox)
    .where(
      or(lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${days})`), lt(mailOutbox.failedAt, sql`now() - make_interval(days => ${days})`)),
    );
