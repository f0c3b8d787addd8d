import type { OwnUser, PublicUser, SessionUser, UserSummary } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { isUniqueViolation, violatedConstraint } from '../db/errors.ts';
import { conflict, foundOr404 } from '../http/errors.ts';
import * as follows from '../repositories/follows.ts';
import * as users from '../repositories/users.ts';
import type { NewUser, UserRow } from '../repositories/users.ts';
import { publicUserView, userSummary } from '../views/users.ts';
import { isModerator, type ModeratorConfig } from './moderation/moderators.ts';

export const getUserOr404 = async (db: Queryable, id: string): Promise<UserRow> => foundOr404(await users.findById(db, id), m.userNotFound);

/** Public users in the order given, with the caller's relation to each (one query, bounded by the page). */
export async function publicUsers(db: Queryable, rows: UserRow[], viewerId: string | null): Promise<PublicUser[]> {
  if (rows.length === 0) return [];
  const relations = viewerId
    ? await follows.relationsOf(
        db,
        viewerId,
        rows.map((row) => row.id),
      )
    : null;
  return rows.map((row) => publicUserView(row, relations));
}

export async function publicUser(db: Queryable, row: UserRow, viewerId: string | null): Promise<PublicUser> {
  const [user] = await publicUsers(db, [row], viewerId);
  return user!;
}

export const ownUser = (row: UserRow, config: ModeratorConfig): OwnUser => ({
  ...publicUserView(row, null),
  email: row.email,
  emailVerified: row.emailVerifiedAt !== null,
  isModerator: isModerator(config, row),
});

export const sessionUser = (row: UserRow, token: string, config: ModeratorConfig): SessionUser => ({ ...ownUser(row, config), token });

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
