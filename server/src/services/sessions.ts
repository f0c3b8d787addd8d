import type { Db, Queryable } from '../db/client.ts';
import * as sessions from '../repositories/sessions.ts';
import { hashToken, newToken } from './tokens.ts';

/** The signed-in caller: the user and the session their token belongs to. */
export type AuthUser = sessions.SessionUser;

/** Opens a session and returns its token; only the token's hash is kept. */
export async function openSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await sessions.insert(db, userId, hashToken(token));
  return token;
}

/** The user a token signs in, or null when it names no live session. */
export const sessionUserOf = (db: Db, token: string): Promise<AuthUser | null> => sessions.findUserByTokenHash(db, hashToken(token));
