import type { Queryable } from '../db/client.ts';

const byDatabase = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A query that runs on every request, built once per database and prepared
 * under `name` (a server-side prepared statement on PostgreSQL): later calls
 * skip building the SQL and planning it. `build` must give the same query
 * every time it is called with this name.
 */
export function prepared<Statement>(db: Queryable, name: string, build: () => Statement): Statement {
  const statements = byDatabase.get(db) ?? new Map<string, unknown>();
  byDatabase.set(db, statements);
  const statement = (statements.get(name) as Statement | undefined) ?? build();
  statements.set(name, statement);
  return statement;
}
