import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { follows, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { olderThan, type Page } from './rows.ts';
import { usersLinkedTo } from './user-pages.ts';
import { nameContains } from './users.ts';
import { shownTo } from './visibility.ts';

/** One statement for both rows, so two opposite follows lock them in the same (index) order and cannot deadlock. */
const moveCounts = (db: Queryable, followerId: string, followeeId: string, delta: 1 | -1) =>
  db
    .update(users)
    .set({
      followingCount: sql`${users.followingCount} + case when ${users.id} = ${followerId} then ${delta}::int else 0 end`,
      followersCount: sql`${users.followersCount} + case when ${users.id} = ${followeeId} then ${delta}::int else 0 end`,
    })
    .where(inArray(users.id, [followerId, followeeId]));

/** Both rows of the pair, whichever way. */
const pair = (a: string, b: string) =>
  or(and(eq(follows.followerId, a), eq(follows.followeeId, b)), and(eq(follows.followerId, b), eq(follows.followeeId, a)));

/**
 * Locks both users' rows, in id order, before a follow or unfollow of the pair
 * changes anything. Two changes of one pair at the same moment (two people
 * unfollowing each other) then run one after the other; otherwise each held
 * its own follow row and waited for the other's, and PostgreSQL broke the
 * deadlock by failing one of them.
 */
export const pairLock = (a: string, b: string): SQL => sql`select 1 from ${users} where id in (${a}, ${b}) order by id for update`;

const lockPair = (db: Queryable, a: string, b: string) => db.execute(pairLock(a, b));

/** Removes the follow and moves both users' counts; answers whether there was one. */
export async function remove(db: Queryable, followerId: string, followeeId: string): Promise<boolean> {
  await lockPair(db, followerId, followeeId);
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning();
  if (removed.length > 0) {
    await moveCounts(db, followerId, followeeId, -1);
    await db.update(follows).set({ mutual: false }).where(pair(followerId, followeeId));
  }
  return removed.length > 0;
}

/** Of these users, the ids `viewerId` follows and the ids that follow `viewerId`: at most two index probes per user. */
export async function relationsOf(db: Queryable, viewerId: string, ids: string[]): Promise<{ followed: Set<string>; following: Set<string> }> {
  const edges =
    ids.length === 0
      ? []
      : await db
          .select({ followerId: follows.followerId, followeeId: follows.followeeId })
          .from(follows)
          .where(
            or(
              and(eq(follows.followerId, viewerId), inArray(follows.followeeId, ids)),
              and(eq(follows.followeeId, viewerId), inArray(follows.followerId, ids)),
            ),
          );
  const followed = new Set(edges.filter((edge) => edge.followerId === viewerId).map((edge) => edge.followeeId));
  const following = new Set(edges.filter((edge) => edge.followeeId === viewerId).map((edge) => edge.followerId));
  return { followed, following };
}

/** A page of the users who follow `userId`, as `viewerId` may see them. */
export const followersPage = (db: Queryable, userId: string, page: Page, viewerId: string | null) =>
  usersLinkedTo(db, follows, follows.followeeId, userId, follows.followerId, page, viewerId);

/** A page of the users `userId` follows, as `viewerId` may see them. */
export const followingPage = (db: Queryable, userId: string, page: Page, viewerId: string | null) =>
  usersLinkedTo(db, follows, follows.followerId, userId, follows.followeeId, page, viewerId);

/**
 * A page of the users `userId` follows who follow `userId` back, newest
 * account first, whose username or full name contains `text` when given:
 * one range of the mutual follows index, so a page reads its own rows
 * (with `text`, the user's mutuals until a page matches).
 */
export const mutualsPage = (db: Queryable, userId: string, text: string | undefined, page: Page) =>
  db
    .select({ user: users })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(
      and(
        eq(follows.followerId, userId),
        eq(follows.mutual, sql`true`),
        olderThan(follows.followeeId, page),
        text ? nameContains(text) : undefined,
        shownTo(userId, follows.followeeId),
      ),
    )
    .orderBy(desc(follows.followeeId))
    .limit(page.limit + 1)
    .then((rows) => rows.map((row) => row.user));

/**
 * Whether each follows the other. The follow rows are share-locked, so an
 * unfollow running at the same moment waits for the caller's change to
 * commit rather than slipping between this check and what it allows.
 */
export async function areMutual(tx: Queryable, a: string, b: string): Promise<boolean> {
  const edges = await tx.select({ followerId: follows.followerId }).from(follows).where(pair(a, b)).for('share');
  return edges.length === 2;
}
