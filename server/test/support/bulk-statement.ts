import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';

const dialect = new PgDialect();

/**
 * Runs a bulk statement of a test (thousands of rows written or deleted
 * through the tables' triggers) without the app's timeouts, which are sized
 * for one request and are too short for this on a slow or shared machine. On
 * PostgreSQL it goes through a connection of its own, since the app's pool
 * also ends any query the server has not answered in time; the embedded
 * database has no timeouts.
 */
export async function bulkStatement(db: Db, statement: SQL): Promise<void> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    await db.execute(statement);
    return;
  }
  const { sql, params } = dialect.sqlToQuery(statement);
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
