import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { olderThan, type Page } from './rows.ts';

/**
 * A page of the users a link table names for one subject (who follows a
 * user, whom a user follows, who likes a post), newest account first, with
 * the extra row `takePage` looks for. The link's primary key or index starts
 * with the subject column, so the page is one index range.
 */
export const usersLinkedTo = (db: Queryable, link: PgTable, subject: AnyPgColumn, subjectId: string, userColumn: AnyPgColumn, page: Page) =>
  db
    .select({ user: users })
    .from(link)
    .innerJoin(users, eq(users.id, userColumn))
    .where(and(eq(subject, subjectId), olderThan(userColumn, page)))
    .orderBy(desc(userColumn))
    .limit(page.limit + 1)
    .then((rows) => rows.map((row) => row.user));
