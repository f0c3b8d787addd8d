import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { firstRow } from './rows.ts';

type StoredAnswer = Omit<typeof idempotencyKeys.$inferInsert, 'createdAt'>;

export const find = (db: Queryable, scope: string, key: string) =>
  firstRow(
    db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1),
  );

/**
 * Claims the key for the rest of the transaction, across every process on the
 * database (false while another transaction holds it: that request is still
 * running), and reads its stored answer, in one statement. The read's snapshot
 * is taken before the claim, so an answer the key's previous holder committed
 * just before the claim succeeds can be missed: `insertIfNew` then finds the key taken.
 * (Scopes are ids or 'anonymous', so the '/' keeps scope and key apart.)
 */
export async function claimAndFind(tx: Tx, scope: string, key: string) {
  const [row] = await tx
    .select({
      claimed: sql<boolean>`claim.claimed`,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(sql`(select pg_try_advisory_xact_lock(hashtextextended(${scope} || '/' || ${key}, 0)) as claimed) as claim`)
    .leftJoin(idempotencyKeys, and(sql`claim.claimed`, eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (row?.claimed !== true) return { claimed: false as const };
  const stored = row.requestHash === null || row.status === null ? null : { requestHash: row.requestHash, status: row.status, body: row.body };
  return { claimed: true as const, stored };
}

/** Stores the answer; false when the key holds one already (see `claimAndFind`). */
export async function insertIfNew(db: Queryable, answer: StoredAnswer): Promise<boolean> {
  const inserted = await db.insert(idempotencyKeys).values(answer).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export const removeOlderThanDays = (db: Queryable, days: number) =>
  db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`));
