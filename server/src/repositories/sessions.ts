import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { prepared } from './prepared.ts';

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

/** The user a token hash signs in, with the session's id. */
/** Runs on every signed-in request, so it is prepared once. */
export const findUserByTokenHash = async (db: Queryable, tokenHash: string) => {
  const statement = prepared(db, 'session_user_by_token', () =>
    db
      .select({ id: users.id, sessionId: sessions.id, email: users.email, username: users.username, fullName: users.fullName, avatar: users.avatar })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_user_by_token'),
  );
  const [row] = await statement.execute({ tokenHash });
  return row ?? null;
};

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
