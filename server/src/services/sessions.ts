import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { hashToken, newToken } from './tokens.ts';

/** Opens a session and returns its token; only the token's hash is kept. */
export async function openSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ id: newId(), userId, tokenHash: hashToken(token) });
  return token;
}

export const closeSession = (db: Queryable, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const closeOtherSessions = (db: Queryable, userId: string, keepSessionId: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
