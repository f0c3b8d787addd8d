import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, mutes, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** The signed-in reader of a list: an id, a statement's placeholder, or a column of the statement itself. */
export type Viewer = string | Placeholder | SQL;
type UserRef = AnyPgColumn | SQL;

/**
 * Each probe below is `(select 1 …) is distinct from 1`, true when it finds no row. Written `is null`, the
 * planner would take it to keep one row in 200 (its default for a test of an unknown value), think a page
 * of a list rare, and read every candidate row instead of stopping at the page; `is distinct from` it takes
 * to keep nearly all, as it does.
 */
const none = (probe: SQL): SQL => sql`(${probe}) is distinct from 1`;

/**
 * False for the rows of suspended accounts until their suspension ends (a probe of the users key per row).
 * The table goes by its own name here, so a list of users can ask about the row it is reading.
 */
const notSuspended = (userColumn: UserRef): SQL =>
  none(sql`select 1 from ${users} as "suspended_user" where "suspended_user"."id" = ${userColumn} and "suspended_user"."suspended_until" > now()`);

/**
 * False when either of the two blocks the other. Each check is a scalar
 * sub-select on purpose: PostgreSQL then probes the blocks key (and its
 * reverse index) once per row, where a NOT EXISTS became an anti join
 * comparing every row with every block of the reader.
 */
const unblocked = (viewer: Viewer, userColumn: UserRef): SQL =>
  sql`(${none(sql`select 1 from ${blocks} where ${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${userColumn}`)}
      and ${none(sql`select 1 from ${blocks} where ${blocks.blockedId} = ${viewer} and ${blocks.blockerId} = ${userColumn}`)})`;

/**
 * The rows of `userColumn`'s user are shown to `viewer` only when neither
 * blocks the other, and to nobody while that user is suspended: part of the
 * list's own statement, so a page keeps its length. Visitors (null) are
 * blocked by nobody.
 */
export const shownTo = (viewer: Viewer | null, userColumn: UserRef): SQL | undefined =>
  and(notSuspended(userColumn), viewer === null ? undefined : unblocked(viewer, userColumn));

/** Leaves out the rows of users `viewer` mutes (the feed), probing the mutes key per row likewise. */
export const notMutedBy = (viewer: Viewer | null, userColumn: UserRef): SQL | undefined =>
  viewer === null ? undefined : none(sql`select 1 from ${mutes} where ${mutes.muterId} = ${viewer} and ${mutes.mutedId} = ${userColumn}`);

export interface Standing {
  blocked: boolean;
  suspended: boolean;
}

/**
 * The columns of how `actorId` stands towards the user of `userColumn`, for the statement that reads the row acted
 * on: blocked either way, suspended, and whether that user mutes the actor (then they hear nothing of the action).
 */
export const standingColumns = (actorId: string, userColumn: UserRef) => ({
  blocked: sql<boolean>`not ${unblocked(actorId, userColumn)}`,
  suspended: sql<boolean>`not ${notSuspended(userColumn)}`,
  mutesActor: sql<boolean>`exists (select 1 from ${mutes} where ${mutes.muterId} = ${userColumn} and ${mutes.mutedId} = ${actorId})`,
});

/** How `viewerId` stands towards `otherId`: blocked either way (never for a visitor), and whether the other is suspended. One statement. */
export async function standing(db: Queryable, viewerId: string | null, otherId: string): Promise<Standing> {
  const other = sql`${otherId}::text`;
  const blocked = viewerId === null ? sql`false` : sql`not ${unblocked(viewerId, other)}`;
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await db.execute(sql`select ${blocked} as blocked, not ${notSuspended(other)} as suspended`)) as unknown as {
    rows: { blocked: boolean; suspended: boolean }[];
  };
  const row = result.rows[0];
  return { blocked: row?.blocked === true, suspended: row?.suspended === true };
}

/** Whether `ownerId`'s things are hidden from `viewerId` (suspended, or blocked either way); one's own never are. */
export async function hiddenFrom(db: Queryable, viewerId: string | null, ownerId: string): Promise<boolean> {
  if (viewerId === ownerId) return false;
  const { blocked, suspended } = await standing(db, viewerId, ownerId);
  return blocked || suspended;
}
