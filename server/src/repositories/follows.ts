import { and, eq, inArray, or } from 'drizzle-orm';
import { follows } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** Adds the follow; answers whether it is new. */
export async function add(db: Queryable, followerId: string, followeeId: string): Promise<boolean> {
  const inserted = await db.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export const remove = (db: Queryable, followerId: string, followeeId: string) =>
  db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));

/** Every follow to or from these users, oldest first. */
export const edgesAround = (db: Queryable, ids: string[]) =>
  db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(or(inArray(follows.followerId, ids), inArray(follows.followeeId, ids)))
    .orderBy(follows.createdAt);

export async function followeeIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, userId));
  return rows.map((row) => row.id);
}

export async function followerIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, userId));
  return rows.map((row) => row.id);
}

/**
 * Whether each follows the other. The follow rows are share-locked, so an
 * unfollow running at the same moment waits for the caller's change to
 * commit rather than slipping between this check and what it allows.
 */
export async function areMutual(tx: Queryable, a: string, b: string): Promise<boolean> {
  const edges = await tx
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(or(and(eq(follows.followerId, a), eq(follows.followeeId, b)), and(eq(follows.followerId, b), eq(follows.followeeId, a))))
    .for('share');
  return edges.length === 2;
}
