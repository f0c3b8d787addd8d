import type { OwnUser, PublicUser, SessionUser, UserSummary } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { foundOr404 } from '../http/errors.ts';
import * as follows from '../repositories/follows.ts';
import * as users from '../repositories/users.ts';
import type { UserRow } from '../repositories/users.ts';
import { publicUserView, userSummary } from '../views/users.ts';

export const getUserOr404 = async (db: Queryable, id: string): Promise<UserRow> => foundOr404(await users.findById(db, id), m.userNotFound);

/** Public users in the order given, with the caller's relation to each (one query, bounded by the page). */
export async function publicUsers(db: Queryable, rows: UserRow[], viewerId: string | null): Promise<PublicUser[]> {
  if (rows.length === 0) return [];
  const relations = viewerId ? await follows.relationsOf(db, viewerId, rows.map((row) => row.id)) : null;
  return rows.map((row) => publicUserView(row, relations));
}

export async function publicUser(db: Queryable, row: UserRow, viewerId: string | null): Promise<PublicUser> {
  const [user] = await publicUsers(db, [row], viewerId);
  return user!;
}

export const ownUser = (row: UserRow): OwnUser => ({ ...publicUserView(row, null), email: row.email });

export const sessionUser = (row: UserRow, token: string): SessionUser => ({ ...ownUser(row), token });

/** A user as comments, replies and notifications show their author. */
export const summaryOf = async (db: Queryable, userId: string): Promise<UserSummary> => userSummary((await users.findSummary(db, userId))!);
