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
 * database: false while another transaction holds it (that request is still running).
 * (Scopes are ids or 'anonymous', so the '/' keeps scope and key apart.)
 */
export async function claim(tx: Tx, scope: string, key: string): Promise<boolean> {
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${scope} || '/' || ${key}, 0)) AS claimed`)) as unknown as {
    rows: { claimed: boolean }[];
  };
  return result.rows[0]?.claimed === true;
}

export const insert = (db: Queryable, answer: StoredAnswer) => db.insert(idempotencyKeys).values(answer);

export const removeOlderThanDays = (db: Queryable, days: number) =>
  db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`));
