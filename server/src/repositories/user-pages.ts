import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { olderThan, type Page } from './rows.ts';
import { shownTo } from './visibility.ts';

/**
 * A page of the users a link table names for one subject (who follows a
 * user, whom a user follows, who likes a post), newest account first, with
 * the extra row `takePage` looks for. The link's primary key or index starts
 * with the subject column, so the page is one index range. A signed-in
 * viewer does not see the users they block or who block them.
 */
export const usersLinkedTo = (
  db: Queryable,
  link: PgTable,
  subject: AnyPgColumn,
  subjectId: string,
  userColumn: AnyPgColumn,
  page: Page,
  viewerId: string | null = null,
) =>
  db
    .select({ user: users })
    .from(link)
    .innerJoin(users, eq(users.id, userColumn))
    .where(and(eq(subject, subjectId), olderThan(userColumn, page), shownTo(viewerId, userColumn)))
    .orderBy(desc(userColumn))
    .limit(page.limit + 1)
    .then((rows) => rows.map((row) => row.user));
