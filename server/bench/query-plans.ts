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
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const walk = (node: PlanNode, scans: Scan[]) => {
  if (node['Relation Name'] && node['Node Type'].endsWith('Scan')) {
    scans.push({ node: node['Node Type'], table: node['Relation Name'], ...(node['Index Name'] ? { index: node['Index Name'] } : {}) });
  }
  for (const child of node.Plans ?? []) walk(child, scans);
};

/** The table scans of each statement that reads (EXPLAIN with the statement's own parameters; nothing is run). */
export async function scansOf(client: pg.Client, statements: Statement[]): Promise<Scan[][]> {
  const reads = statements.filter(({ sql }) => /^\s*(select|with|update|delete)\b/i.test(sql));
  const plans: Scan[][] = [];
  for (const { sql, params } of reads) {
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${sql}`, params);
    const scans: Scan[] = [];
    walk(rows[0]!['QUERY PLAN'][0]!.Plan, scans);
    plans.push(scans);
  }
  return plans;
}

/** "Seq Scan on users" for each sequential scan, else the kinds of index access used, e.g. "Index Scan, Bitmap Heap Scan". */
export function shapeOf(plans: Scan[][]): string {
  const scans = plans.flat();
  const sequential = [...new Set(scans.filter((scan) => scan.node === 'Seq Scan').map((scan) => `Seq Scan on ${scan.table}`))];
  if (sequential.length > 0) return sequential.join(', ');
  return [...new Set(scans.map((scan) => scan.node))].join(', ') || 'no table read';
}
