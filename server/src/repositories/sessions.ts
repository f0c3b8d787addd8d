import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema.ts';
import type { Db, Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { prepared } from './prepared.ts';
import { batchedReads } from './read-batches.ts';

export const insert = (db: Queryable, userId: string, tokenHash: string) => db.insert(sessions).values({ id: newId(), userId, tokenHash });

export const remove = (db: Queryable, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

/** Ends every other session of the user; answers their ids. */
export const removeOthers = async (db: Queryable, userId: string, keepSessionId: string): Promise<string[]> =>
  (
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id })
  ).map((row) => row.id);

/** A session's user, with the session's id. */
export interface SessionUser {
  id: string;
  sessionId: string;
  email: string;
  username: string;
  /** With the username, what a comment, reply or notification shows of its author: read with the session, so no write reads it again. */
  fullName: string;
  avatar: string | null;
}

/** The users that some token hashes sign in, with their sessions' ids: one statement, prepared once. */
const findUsersByTokenHashes = async (db: Queryable, tokenHashes: readonly string[]) => {
  const statement = prepared(db, 'session_users_by_tokens', () =>
    db
      .select({
        tokenHash: sessions.tokenHash,
        id: users.id,
        sessionId: sessions.id,
        email: users.email,
        username: users.username,
        fullName: users.fullName,
        avatar: users.avatar,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
      .prepare('session_users_by_tokens'),
  );
  return statement.execute({ tokenHashes });
};

/**
 * The user a token hash signs in, with the session's id, or null. It runs on
 * every signed-in request, so lookups that arrive together share one statement.
 */
export const findUserByTokenHash = (db: Db, tokenHash: string): Promise<SessionUser | null> =>
  batchedReads(db, 'session_users', findUsersOfBatch).load(tokenHash);

async function findUsersOfBatch(db: Db, tokenHashes: readonly string[]): Promise<(SessionUser | null)[]> {
  const found = new Map<string, SessionUser>();
  for (const { tokenHash, ...user } of await findUsersByTokenHashes(db, [...new Set(tokenHashes)])) found.set(tokenHash, user);
  return tokenHashes.map((hash) => found.get(hash) ?? null);
}

const batchSize = 500;

/** Which of these sessions still exist. */
export async function liveIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < ids.length; start += batchSize) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids.slice(start, start + batchSize)));
    for (const row of rows) live.add(row.id);
  }
  return live;
}
