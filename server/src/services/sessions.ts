import type { Db, Queryable } from '../db/client.ts';
import * as sessions from '../repositories/sessions.ts';
import { hashToken, newToken } from './tokens.ts';

/** The signed-in caller: the user and the session their token belongs to. */
export type AuthUser = sessions.SessionUser;

/** What the sessions screen shows of a browser's User-Agent: enough to tell devices apart. */
const userAgentLength = 300;

/** Opens a session and returns its token; only the token's hash is kept. */
export async function openSession(db: Queryable, userId: string, userAgent: string | undefined): Promise<string> {
  const token = newToken();
  await sessions.insert(db, userId, hashToken(token), (userAgent ?? '').slice(0, userAgentLength));
  return token;
}

/** The user a token signs in, or null when it names no live session. */
export const sessionUserOf = (db: Db, token: string): Promise<AuthUser | null> => sessions.findUserByTokenHash(db, hashToken(token));
