import type pg from 'pg';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Keeps the statements the app sends while `during` runs (give `onQuery` to buildApp). */
export function statementRecorder() {
  let kept: Statement[] | null = null;
  return {
    onQuery: (sql: string, params: unknown[]) => kept?.push({ sql, params }),
    async during(run: () => Promise<unknown>): Promise<Statement[]> {
      const statements: Statement[] = [];
      kept = statements;
      try {
        await run();
      } finally {
        kept = null;
      }
      return statements;
    },
  };
}

export interface Scan {
  /** 'Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan'… */
  node: string;
  table: string;
  index?: string;
  /**
   * It reads the whole table: a sequential scan, or a walk through a whole index (one that filters
   * its rows, or whose first column is not bound), so its cost grows with the table unless a LIMIT stops it early.
   */
  whole: boolean;
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/**
 * A table of at most this many pages is read whole by PostgreSQL whatever its indexes (it costs less
 * than an index descent); such a scan counts only once the table outgrows it.
 */
const smallTablePages = 8;

/** Whether a scan reads its whole relation: sequentially, or along an index whose first column it does not bound. */
const readsWhole = (node: PlanNode, leadingColumn: string | undefined, pages: number) => {
  if (node['Node Type'] === 'Seq Scan') return pages > smallTablePages;
  // A bitmap heap scan reads only what its bitmap index scans found, and those are judged themselves.
  if (node['Index Name'] === undefined) return false;
  const condition = node['Index Cond'];
  if (!condition) return node.Filter !== undefined;
  return leadingColumn !== undefined && !new RegExp(`(^|\\()"?${leadingColumn}"? `).test(condition);
};

const walk = (node: PlanNode, leadingColumns: Map<string, string | undefined>, pages: Map<string, number>, scans: Scan[]) => {
  if (node['Relation Name'] && node['Node Type'].endsWith('Scan')) {
    const index = node['Index Name'];
    const whole = readsWhole(node, index ? leadingColumns.get(index) : undefined, pages.get(node['Relation Name']) ?? Number.POSITIVE_INFINITY);
    scans.push({ node: node['Node Type'], table: node['Relation Name'], ...(index ? { index } : {}), whole });
  }
  for (const child of node.Plans ?? []) walk(child, leadingColumns, pages, scans);
};

/** The table scans of each statement, in order (EXPLAIN with the statement's own parameters; nothing is run): none for one that reads nothing. */
export async function scansOf(client: pg.Client, statements: Statement[]): Promise<Scan[][]> {
  // The first column of every index (none for an index on an expression).
  const { rows: indexes } = await client.query<{ index: string; column: string | null }>(
    `select c.relname as index, a.attname as column from pg_index i join pg_class c on c.oid = i.indexrelid
     left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]`,
  );
  const leadingColumns = new Map(indexes.map(({ index, column }) => [index, column ?? undefined]));
  const { rows: tables } = await client.query<{ table: string; pages: number }>(
    `select relname as table, relpages as pages from pg_class where relkind = 'r' and relnamespace = current_schema()::regnamespace`,
  );
  const pages = new Map(tables.map(({ table, pages }) => [table, pages]));
  const plans: Scan[][] = [];
  for (const { sql, params } of statements) {
    const scans: Scan[] = [];
    if (/^\s*(select|with|update|delete)\b/i.test(sql)) {
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${sql}`, params);
      walk(rows[0]!['QUERY PLAN'][0]!.Plan, leadingColumns, pages, scans);
    }
    plans.push(scans);
  }
  return plans;
}

/** "Seq Scan on users" for each scan of a whole table (`whole`), else the kinds of index access used, e.g. "Index Scan, Bitmap Heap Scan". */
export function shapeOf(plans: Scan[][]): string {
  const scans = plans.flat();
  const whole = [
    ...new Set(scans.filter((scan) => scan.whole).map((scan) => `${scan.node} on ${scan.table}${scan.index ? ` (all of ${scan.index})` : ''}`)),
  ];
  if (whole.length > 0) return whole.join(', ');
  return [...new Set(scans.map((scan) => scan.node))].join(', ') || 'no table read';
}

const scanNodes = (node: PlanNode): PlanNode[] => [
  ...(node['Relation Name'] && node['Node Type'].endsWith('Scan') ? [node] : []),
  ...(node.Plans ?? []).flatMap(scanNodes),
];

/** The most rows one table scan of these statements gave, over all its loops (EXPLAIN ANALYZE: it runs the reads). */
export async function mostRowsScanned(client: pg.Client, statements: Statement[]): Promise<number> {
  let most = 0;
  for (const { sql, params } of statements.filter(({ sql }) => /^\s*(select|with)\b/i.test(sql))) {
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${sql}`, params);
    for (const scan of scanNodes(rows[0]!['QUERY PLAN'][0]!.Plan)) most = Math.max(most, (scan['Actual Rows'] ?? 0) * (scan['Actual Loops'] ?? 1));
  }
  return most;
}
