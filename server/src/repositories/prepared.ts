import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../db/client.ts';
import { dedicatedConnection } from '../db/dedicated-connections.ts';
import { databaseUnavailable } from '../db/errors.ts';

const byDatabase = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A query that runs on every request, built once per database and prepared
 * under `name` (a server-side prepared statement on PostgreSQL): later calls
 * skip building the SQL and planning it. `build` must give the same query
 * every time it is called with this name.
 */
export function prepared<Statement>(db: Queryable, name: string, build: () => Statement): Statement {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (!statement) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

/** A prepared statement's name for this text: the same text, the same name, on every connection. */
const nameOf = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

const dialect = new PgDialect();

/**
 * Runs the statement prepared under a name of its text (`nameOf`), so
 * PostgreSQL parses and plans a statement that many requests send alike
 * once per connection, not on each request: for statements built per call
 * whose text depends only on their shape (values are parameters). Answers
 * as `db.execute` does (`rows` on both drivers).
 */
export function executeNamed(db: Queryable, statement: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  return sendNow(db, statement, nameOf);
}

/**
 * Sends the statement to the driver before returning, unlike `db.execute`,
 * which sends it only once awaited; `name` names it for preparing.
 */
function sendNow(db: Queryable, statement: SQL, name?: (text: string) => string): Promise<{ rows: Record<string, unknown>[] }> {
  const query = dialect.sqlToQuery(statement);
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  return db._.session.prepareQuery(query, undefined, name?.(query.sql), false).execute() as Promise<{ rows: Record<string, unknown>[] }>;
}

/** A Drizzle query run as `executeNamed` runs SQL, its rows mapped as Drizzle maps them. */
export function runNamed<Rows>(query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Rows> } }): Promise<Rows> {
  return query.prepare(nameOf(query.toSQL().sql)).execute();
}

/**
 * Runs the statements (each as `executeNamed`) in one transaction and
 * answers each one's rows. On PostgreSQL, BEGIN, the statements and COMMIT
 * leave together on a connection of their own and come back together: one
 * round trip. The server still runs them one after the other, each with a
 * snapshot taken when it starts, so a statement sees what the ones before it
 * waited for. When one fails, the ones after it fail too, COMMIT rolls back,
 * and the first failure is thrown.
 */
export async function transactionInOneTrip(db: Db, statements: SQL[]): Promise<Record<string, unknown>[][]> {
  const connecting = dedicatedConnection(db);
  if (!connecting) {
    return db.transaction(async (tx) => {
      const answers: Record<string, unknown>[][] = [];
      for (const statement of statements) answers.push((await executeNamed(tx, statement)).rows);
      return answers;
    });
  }
  const connection = await connecting;
  // Dropped unless every statement was answered or failed on its own: a connection left inside a transaction must not be reused.
  let broken = true;
  try {
    const settled = await Promise.allSettled(
      connection.together(() => [
        sendNow(connection.db, sql`begin`),
        ...statements.map((statement) => executeNamed(connection.db, statement)),
        sendNow(connection.db, sql`commit`),
      ]),
    );
    const failure = settled.find((outcome) => outcome.status === 'rejected');
    broken = failure !== undefined && databaseUnavailable(failure.reason) !== null;
    if (failure) throw failure.reason;
    return settled.slice(1, -1).map((outcome) => (outcome as PromiseFulfilledResult<{ rows: Record<string, unknown>[] }>).value.rows);
  } finally {
    connection.release(broken);
  }
}
