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
