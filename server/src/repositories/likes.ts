import { and, desc, eq } from 'drizzle-orm';
import { likes, users } from '../db/schema.ts';
import { olderThan, type Page } from './rows.ts';
import type { Queryable } from '../db/client.ts';

/** Adds the like; answers whether it is new. */
export async function add(db: Queryable, postId: string, userId: string): Promise<boolean> {
  const inserted = await db.insert(likes).values({ postId, userId }).onConflictDoNothing().returning({ userId: likes.userId });
  return inserted.length > 0;
}

/** Removes the like; answers whether there was one. */
export async function remove(db: Queryable, postId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(likes)
    .where(and(eq(likes.postId, postId), eq(likes.userId, userId)))
    .returning({ userId: likes.userId });
  return removed.length > 0;
}

/** A page of the users who like the post, newest account first (`limit + 1` rows). */
export const likersPage = (db: Queryable, postId: string, page: Page) =>
  db
    .select({ user: users })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(and(eq(likes.postId, postId), olderThan(likes.userId, page)))
    .orderBy(desc(likes.userId))
    .limit(page.limit + 1)
    .then((rows) => rows.map((row) => row.user));
