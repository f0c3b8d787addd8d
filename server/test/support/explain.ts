import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The plan PostgreSQL (or PGlite) makes for a query, as EXPLAIN's text, without running it. */
export async function planText(db: Db, query: SQLWrapper): Promise<string> {
  // PGlite and node-postgres both answer { rows }.
  // The statement's own SQL: a query builder set in a template would go in parentheses, which EXPLAIN refuses for UPDATE.
  const { rows } = (await db.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Array<Record<string, string>> };
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
