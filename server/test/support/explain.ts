import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The plan PostgreSQL (or PGlite) makes for a query, as EXPLAIN's text, without running it. */
export async function planText(db: Db, query: SQLWrapper): Promise<string> {
  // PGlite and node-postgres both answer { rows }.
  // The statement's own SQL: a query builder set in a template would go in parentheses, which EXPLAIN refuses for UPDATE.
  const { rows } = (await db.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Array<Record<string, string>> };
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  /** The name the statement gives the table, when it renames it. */
  Alias?: string;
  /** The planner's guess of the rows the node gives, before any LIMIT above it stops it. */
  'Plan Rows': number;
  'Actual Rows': number;
  /** How many times the node ran: a sub-select per row of its outer statement runs once per row. */
  'Actual Loops': number;
  Filter?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan a query ran with, as EXPLAIN (ANALYZE, FORMAT JSON)'s tree: it runs the query. */
export async function analyzedPlan(db: Db, query: SQLWrapper): Promise<PlanNode> {
  const { rows } = (await db.execute(sql`explain (analyze, format json) ${query.getSQL()}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const json = Object.values(rows[0]!)[0];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
  return plan!.Plan;
}

/** Every node of a plan, the root first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
