import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, mutes, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** The signed-in reader of a list: an id, a statement's placeholder, or a column of the statement itself. */
export type Viewer = string | Placeholder | SQL;

/**
 * Leaves out the rows of suspended accounts, for everyone, until their suspension ends (a probe of the users key per row).
 * The table goes by its own name here, so a list of users can ask about the row it is reading.
 */
const notSuspended = (userColumn: AnyPgColumn | SQL): SQL =>
  sql`(select 1 from ${users} as "suspended_user" where "suspended_user"."id" = ${userColumn} and "suspended_user"."suspended_until" > now()) is null`;

/**
 * The rows of `userColumn`'s user are shown to `viewer` only when neither
 * blocks the other, and to nobody while that user is suspended: part of the
 * list's own statement, so a page keeps its length. Each check is a scalar
 * sub-select on purpose: PostgreSQL then probes the blocks key (and its
 * reverse index) once per row, where a NOT EXISTS became an anti join
 * comparing every row with every block of the reader. Visitors (null) are
 * blocked by nobody.
 */
export const shownTo = (viewer: Viewer | null, userColumn: AnyPgColumn | SQL): SQL | undefined =>
  and(
    notSuspended(userColumn),
    viewer === null
      ? undefined
      : sql`((select 1 from ${blocks} where ${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${userColumn}) is null
      and (select 1 from ${blocks} where ${blocks.blockedId} = ${viewer} and ${blocks.blockerId} = ${userColumn}) is null)`,
  );

/** Whether `ownerId`'s things are hidden from `viewerId` (suspended, or blocked either way); one's own never are. */
export async function hiddenFrom(db: Queryable, viewerId: string | null, ownerId: string): Promise<boolean> {
  if (viewerId === ownerId) return false;
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await db.execute(sql`select not coalesce(${shownTo(viewerId, sql`${ownerId}::text`)}, true) as hidden`)) as unknown as {
    rows: { hidden: boolean }[];
  };
  return result.rows[0]?.hidden === true;
}

/** Leaves out the rows of users `viewer` mutes (the feed), probing the mutes key per row likewise. */
export const notMutedBy = (viewer: Viewer | null, userColumn: AnyPgColumn | SQL): SQL | undefined =>
  viewer === null ? undefined : sql`(select 1 from ${mutes} where ${mutes.muterId} = ${viewer} and ${mutes.mutedId} = ${userColumn}) is null`;
