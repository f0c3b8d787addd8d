import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
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

export const insert = (db: Queryable, answer: StoredAnswer) => db.insert(idempotencyKeys).values(answer);

export const removeOlderThanDays = (db: Queryable, days: number) =>
  db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`));
