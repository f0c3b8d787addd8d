import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema.ts';
import type { Db, Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { prepared } from './prepared.ts';
import { batchedReads } from './read-batches.ts';

/** How long a session lives: ended after this many days unused, and after the longer span in any case. */
export const sessionLife = { idleDays: 30, maxDays: 365 } as const;

const idleLimit = sql.raw(`now() - interval '${sessionLife.idleDays} days'`);
const ageLimit = sql.raw(`now() - interval '${sessionLife.maxDays} days'`);

/** A session still alive: used within its idle span and younger than its longest life. */
const alive = sql`${sessions.lastUsedAt} > ${idleLimit} and ${sessions.createdAt} > ${ageLimit}`;

export const insert = (db: Queryable, userId: string, tokenHash: string, userAgent: string) =>
  db.insert(sessions).values({ id: newId(), userId, tokenHash, userAgent });

export const remove = (db: Queryable, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

/** Ends one of the user's sessions; answers whether there was one (another user's id is none). */
export const removeOwn = async (db: Queryable, userId: string, sessionId: string): Promise<boolean> =>
  (
    await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id })
  ).length > 0;

/** Ends every session of the user; answers their ids. */
export const removeAll = async (db: Queryable, userId: string): Promise<string[]> =>
  (await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).map((row) => row.id);

/** Deletes the sessions past their life (their push subscriptions go with them); answers their ids. */
export const removeExpired = async (db: Queryable): Promise<string[]> =>
  (
    await db
      .delete(sessions)
      .where(or(lt(sessions.lastUsedAt, idleLimit), lt(sessions.createdAt, ageLimit)))
      .returning({ id: sessions.id })
  ).map((row) => row.id);

/** Notes that the session was used, at most once an hour, so a busy session writes nothing on most requests. */
export const touch = (db: Queryable, sessionId: string) =>
  db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, sql`now() - interval '1 hour'`)));

/** The user's live sessions, the most recently used first. */
export const listOfUser = (db: Queryable, userId: string) =>
  db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), alive))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));

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
  /** When the session was last noted as used (see `touch`). */
  lastUsedAt: Date;
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
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, alive))
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
