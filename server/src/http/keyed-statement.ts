import { sql, type SQL } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema.ts';

/** The request's Idempotency-Key, with what identifies its payload. */
export interface RequestKey {
  scope: string;
  key: string;
  requestHash: string;
}

/** The key's columns in the answer of a `KeyedStatement`'s statement. */
export interface KeyColumns {
  key_claimed: boolean;
  stored_hash: string | null;
  stored_status: number | null;
  stored_body: unknown;
}

/**
 * The Idempotency-Key's part of a write made in one statement, which is its
 * own transaction (a data-modifying CTE is atomic): the CTEs `claim` (the
 * advisory lock `claimAndFind` takes, held until the statement ends) and
 * `stored` (the key's answer) open the WITH, every change is made only when
 * `proceeds`, and `answered` stores the statement's answer in the same
 * statement, so a change never commits without it. Without a key it claims
 * nothing and stores nothing.
 */
export interface KeyedStatement {
  ctes: SQL;
  /** The selects of the CTEs `claim` and `stored`, for a statement that Drizzle builds (`db.$with`). */
  claim: SQL;
  stored: SQL;
  /** True when the statement may change anything: the key is claimed and holds no answer yet. */
  proceeds: SQL;
  /** The CTE `answered`, storing the `body` (jsonb) of the statement's CTE `answer` with `status`, when it has a row. */
  answered(status: number): SQL;
  /** The `KeyColumns`, for the statement's final select, or each on its own. */
  columns: SQL;
  fields: Record<keyof KeyColumns, SQL>;
}

/** The statement's pieces from its CTEs' selects and the `KeyColumns`' expressions. */
function pieces(claim: SQL, stored: SQL, fields: Record<keyof KeyColumns, SQL>) {
  const columns = sql.join(
    Object.entries(fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  return { ctes: sql`claim as (${claim}), stored as (${stored})`, claim, stored, fields, columns };
}

const withoutKey: KeyedStatement = {
  ...pieces(sql`select true as claimed`, sql`select null::text as request_hash, null::int as status, null::jsonb as body where false`, {
    key_claimed: sql`true`,
    stored_hash: sql`null::text`,
    stored_status: sql`null::int`,
    stored_body: sql`null::jsonb`,
  }),
  proceeds: sql`true`,
  answered: () => sql`answered as (select 1 where false)`,
};

/**
 * The statement's snapshot is taken before the claim, so an answer the key's
 * previous holder committed just before the claim succeeds can be missed:
 * `answered` then breaks the key's primary key and the whole statement fails,
 * leaving the caller to read that answer.
 */
export function keyedStatement(requestKey: RequestKey | null): KeyedStatement {
  if (!requestKey) return withoutKey;
  const { scope, key, requestHash } = requestKey;
  const proceeds = sql`((select claimed from claim) and not exists (select 1 from stored))`;
  return {
    ...pieces(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${scope} || '/' || ${key}, 0)) as claimed`,
      sql`select k.request_hash, k.status, k.body from ${idempotencyKeys} as k where (select claimed from claim) and k.scope = ${scope} and k.key = ${key}`,
      {
        key_claimed: sql`(select claimed from claim)`,
        stored_hash: sql`(select request_hash from stored)`,
        stored_status: sql`(select status from stored)`,
        stored_body: sql`(select body from stored)`,
      },
    ),
    proceeds,
    answered: (status) => sql`answered as (
      insert into ${idempotencyKeys} (scope, key, request_hash, status, body)
      select ${scope}, ${key}, ${requestHash}, ${status}::int, answer.body from answer where ${proceeds})`,
  };
}

/** A timestamp as JavaScript's `toISOString` writes it (milliseconds, UTC). */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `base` as jsonb with the fields `filled` from the statement (its times and counts). */
export function jsonbFilled(base: object, filled: Record<string, SQL>): SQL {
  const pairs = Object.entries(filled).map(([name, value]) => sql`${name}::text, ${value}`);
  return sql`(${JSON.stringify(base)}::jsonb || jsonb_build_object(${sql.join(pairs, sql`, `)}))`;
}
