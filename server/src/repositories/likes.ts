import { and, eq } from 'drizzle-orm';
import { likes } from '../db/schema.ts';
import type { Page } from './rows.ts';
import { usersLinkedTo } from './user-pages.ts';
import type { Queryable } from '../db/client.ts';

/** Adds the like; answers whether it is new. */
export async function add(db: Queryable, postId: string, userId: string): Promise<boolean> {
  const inserted = await db.insert(likes).values({ postId, userId }).onConflictDoNothing().returning({ userId: likes.userId });
  return inserted.length > 0;
}

/** Removes the like; answers when it was given, or null when there was none. */
export async function remove(db: Queryable, postId: string, userId: string): Promise<{ createdAt: Date } | null> {
  const [removed] = await db
    .delete(likes)
    .where(and(eq(likes.postId, postId), eq(likes.userId, userId)))
    .returning({ createdAt: likes.createdAt });
  return removed ?? null;
}

/** A page of the users who like the post, as `viewerId` may see them. */
export const likersPage = (db: Queryable, postId: string, page: Page, viewerId: string | null) =>
  usersLinkedTo(db, likes, likes.postId, postId, likes.userId, page, viewerId);
