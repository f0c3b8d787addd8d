import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks, mutes } from '../db/schema.ts';

/** The signed-in reader of a list: an id, a statement's placeholder, or a column of the statement itself. */
export type Viewer = string | Placeholder | SQL;

/**
 * The rows of `userColumn`'s user are shown to `viewer` only when neither
 * blocks the other: part of the list's own statement, so a page keeps its
 * length. Each check is a scalar sub-select on purpose: PostgreSQL then
 * probes the blocks key (and its reverse index) once per row, where a NOT
 * EXISTS became an anti join comparing every row with every block of the
 * reader. Visitors (null) see everyone.
 */
export const shownTo = (viewer: Viewer | null, userColumn: AnyPgColumn | SQL): SQL | undefined =>
  viewer === null
    ? undefined
    : sql`((select 1 from ${blocks} where ${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${userColumn}) is null
      and (select 1 from ${blocks} where ${blocks.blockedId} = ${viewer} and ${blocks.blockerId} = ${userColumn}) is null)`;

/** Leaves out the rows of users `viewer` mutes (the feed), probing the mutes key per row likewise. */
export const notMutedBy = (viewer: Viewer | null, userColumn: AnyPgColumn | SQL): SQL | undefined =>
  viewer === null ? undefined : sql`(select 1 from ${mutes} where ${mutes.muterId} = ${viewer} and ${mutes.mutedId} = ${userColumn}) is null`;
