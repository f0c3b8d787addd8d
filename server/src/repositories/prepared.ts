import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';

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
export function executeNamed(db: Queryable, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
}

/** A Drizzle query run as `executeNamed` runs SQL, its rows mapped as Drizzle maps them. */
export function runNamed<Rows>(query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Rows> } }): Promise<Rows> {
  return query.prepare(nameOf(query.toSQL().sql)).execute();
}
