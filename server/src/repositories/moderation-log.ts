import { desc, eq } from 'drizzle-orm';
import { moderationLog, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { olderThan, type Page } from './rows.ts';
import { summaryColumns } from './users.ts';

export type LogRow = typeof moderationLog.$inferSelect;

export const insert = (db: Queryable, values: Omit<typeof moderationLog.$inferInsert, 'id' | 'createdAt'>) =>
  db.insert(moderationLog).values({ id: newId(), ...values });

/** A page of the log, newest first, with each moderator (null once their account is gone). */
export const page = (db: Queryable, page: Page) =>
  db
    .select({ id: moderationLog.id, entry: moderationLog, moderator: summaryColumns })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.moderatorId))
    .where(olderThan(moderationLog.id, page))
    .orderBy(desc(moderationLog.id))
    .limit(page.limit + 1);
