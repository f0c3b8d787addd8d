import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { olderThan, type Page } from './rows.ts';
import { shownTo } from './visibility.ts';

/**
 * A page of the users a link table names for one subject (who follows a
 * user, whom a user follows, who likes a post), newest account first, with
 * the extra row `takePage` looks for. The link's primary key or index starts
 * with the subject column, so the page is one index range, cut to its length
 * before the users of the page are read. A signed-in viewer does not see the
 * users they block or who block them.
 */
export const usersLinkedTo = (
  db: Queryable,
  link: PgTable,
  subject: AnyPgColumn,
  subjectId: string,
  userColumn: AnyPgColumn,
  page: Page,
  viewerId: string | null = null,
) => {
  const linked = db
    .select({ userId: sql<string>`${userColumn}`.as('linked_user_id') })
    .from(link)
    .where(and(eq(subject, subjectId), olderThan(userColumn, page), shownTo(viewerId, userColumn)))
    .orderBy(desc(userColumn))
    .limit(page.limit + 1)
    .as('linked');
  // A lateral read with its own LIMIT is one probe of the users key per row of the page: a plain join could
  // read every user into a hash table, which grows with the community.
  const user = db.select().from(users).where(eq(users.id, linked.userId)).limit(1).as('user');
  return db
    .select()
    .from(linked)
    .innerJoinLateral(user, sql`true`)
    .orderBy(desc(linked.userId))
    .then((rows) => rows.map((row) => row.user));
};
