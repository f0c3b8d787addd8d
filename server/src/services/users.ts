import type { OwnUser, PublicUser, SessionUser, UserSummary } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../db/errors.ts';
import { conflict, foundOr404 } from '../http/errors.ts';
import * as follows from '../repositories/follows.ts';
import * as users from '../repositories/users.ts';
import type { NewUser, UserRow } from '../repositories/users.ts';
import { publicUserViews, userSummary } from '../views/users.ts';

export const getUserOr404 = async (db: Queryable, id: string): Promise<UserRow> => foundOr404(await users.findById(db, id), m.userNotFound);

/** Public users in the order given; one query for the follow graph around them. */
export async function publicUsers(db: Queryable, rows: UserRow[]): Promise<PublicUser[]> {
  if (rows.length === 0) return [];
  return publicUserViews(rows, await follows.edgesAround(db, rows.map((row) => row.id)));
}

export async function publicUser(db: Queryable, row: UserRow): Promise<PublicUser> {
  const [user] = await publicUsers(db, [row]);
  return user!;
}

export async function ownUser(db: Queryable, row: UserRow): Promise<OwnUser> {
  return { ...(await publicUser(db, row)), email: row.email };
}

export async function sessionUser(db: Queryable, row: UserRow, token: string): Promise<SessionUser> {
  return { ...(await ownUser(db, row)), token };
}

/** A user as comments, replies and notifications show their author. */
export const summaryOf = async (db: Queryable, userId: string): Promise<UserSummary> => userSummary((await users.findSummary(db, userId))!);

/** A new account; a taken email or username is 409 on its field, also when another registration wins the race. */
export async function createUser(tx: Queryable, values: NewUser): Promise<UserRow> {
  if (await users.findByEmail(tx, values.email)) throw conflict(m.emailTaken, { email: m.emailTaken });
  if (await users.findByUsername(tx, values.username)) throw conflict(m.usernameTaken, { username: m.usernameTaken });
  return users.insert(tx, values).catch((error: unknown) => {
    if (violatedConstraint(error).includes('username')) throw conflict(m.usernameTaken, { username: m.usernameTaken });
    if (isUniqueViolation(error)) throw conflict(m.emailTaken, { email: m.emailTaken });
    throw error;
  });
}
