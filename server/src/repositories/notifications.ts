import { and, desc, eq, sql } from 'drizzle-orm';
import { limits } from '#contract/limits.ts';
import { notifications, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { summaryColumns } from './users.ts';
import { firstRow, olderThan, type Page, type RowLock } from './rows.ts';
import { shownTo } from './visibility.ts';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt' | 'isRead'>;

/** Adds the notification, or nothing when its dedupe key was used already (answers null). */
export async function insert(db: Queryable, values: NewNotification): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * The ids of a page of a user's notifications, newest first, with the extra row `takePage` looks for. Ordered by
 * the user's own index (user, id), the page is one range of it, however many notifications everyone else has.
 */
const pageIds = (db: Queryable, userId: string, page: Page) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), olderThan(notifications.id, page), shownTo(userId, notifications.fromUserId)))
    .orderBy(desc(notifications.userId), desc(notifications.id))
    .limit(page.limit + 1)
    .as('page');

/**
 * A page of a user's notifications with their senders, newest first, with the extra row `takePage` looks for;
 * those from anyone the user blocks or who blocks the user are left out, also when made before the block.
 * The senders are read for the page's rows only.
 */
export const listOfUser = (db: Queryable, userId: string, page: Page) => {
  const ids = pageIds(db, userId, page);
  return db
    .select({ id: notifications.id, row: notifications, readAll: sql<boolean>`coalesce(${readByMarker(userId)}, false)`, from: summaryColumns })
    .from(ids)
    .innerJoin(notifications, eq(notifications.id, ids.id))
    .innerJoin(users, eq(users.id, notifications.fromUserId))
    .orderBy(desc(notifications.id));
};

export const find = (db: Queryable, id: string, lock?: RowLock) =>
  firstRow(db.select().from(notifications).where(eq(notifications.id, id)).limit(1), lock);

export async function markRead(db: Queryable, id: string): Promise<NotificationRow> {
  const [row] = await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id)).returning();
  return row!;
}

/** The user's read-all time, or null when they never marked all read. */
const readAllTime = (userId: string) => sql`(select ${users.notificationsReadAt} from ${users} where ${users.id} = ${userId})`;

/** True for a notification made (or last counted) before the user's read-all time. */
const readByMarker = (userId: string) => sql`${notifications.createdAt} <= ${readAllTime(userId)}`;

/**
 * The user's unread notifications, at most `limits.unreadCount` of them: the
 * unread rows newer than the read-all time, by the partial index, so it reads
 * at most that many rows however many the user has. Those of blocked or
 * suspended senders are left out, as the list leaves them out.
 */
export const unreadRows = (db: Queryable, userId: string) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`not ${notifications.isRead}`,
        sql`${notifications.createdAt} > coalesce(${readAllTime(userId)}, '-infinity')`,
        shownTo(userId, notifications.fromUserId),
      ),
    )
    .limit(limits.unreadCount);

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(unreadRows(db, userId).as('unread'));
  return row!.count;
}

/** Marks all of a user's notifications read by moving their read-all time: one row, however many they have. */
export const markAllRead = (db: Queryable, userId: string) => db.update(users).set({ notificationsReadAt: sql`now()` }).where(eq(users.id, userId));
