import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Runs a bulk statement of a test (thousands of rows written or deleted through the tables'
 * triggers) without the server's statement timeout, which is sized for one
 * request and is too short for this on a slow or shared machine.
 */
export async function bulkStatement(db: Db, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(statement);
  });
}
