import { and, desc, eq, sql } from 'drizzle-orm';
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
 * Adds the notification, or counts one more on the one its dedupe key made
 * before (which becomes unread again): one statement, so concurrent repeats
 * each count. Answers the row.
 */
export async function insertCounted(db: Queryable, values: NewNotification & { dedupeKey: string }): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.fromUserId, notifications.dedupeKey],
      set: { count: sql`${notifications.count} + 1`, isRead: false, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function setMessage(db: Queryable, id: string, message: string): Promise<NotificationRow> {
  const [row] = await db.update(notifications).set({ message }).where(eq(notifications.id, id)).returning();
  return row!;
}

/**
 * A page of a user's notifications with their senders, newest first, with the extra row `takePage` looks for;
 * those from anyone the user blocks or who blocks the user are left out, also when made before the block.
 */
export const listOfUser = (db: Queryable, userId: string, page: Page) =>
  db
    .select({ id: notifications.id, row: notifications, from: summaryColumns })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.fromUserId))
    .where(and(eq(notifications.userId, userId), olderThan(notifications.id, page), shownTo(userId, notifications.fromUserId)))
    .orderBy(desc(notifications.id))
    .limit(page.limit + 1);

export const find = (db: Queryable, id: string, lock?: RowLock) =>
  firstRow(db.select().from(notifications).where(eq(notifications.id, id)).limit(1), lock);

export async function markRead(db: Queryable, id: string): Promise<NotificationRow> {
  const [row] = await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id)).returning();
  return row!;
}

/** Marks all of a user's unread notifications read; answers how many changed. */
export async function markAllRead(db: Queryable, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
