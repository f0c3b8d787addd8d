import { and, desc, eq } from 'drizzle-orm';
import { comments, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { summaryColumns } from './users.ts';
import { firstRow, olderThan, type Page, type RowLock } from './rows.ts';
import { shownTo } from './visibility.ts';

export type CommentRow = typeof comments.$inferSelect;

/**
 * A page of a post's comments with their authors, newest first, with the extra row `takePage` looks for,
 * without those `viewerId` may not see.
 */
export const pageOfPost = (db: Queryable, postId: string, viewerId: string | null, page: Page) =>
  db
    .select({ id: comments.id, comment: comments, user: summaryColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.postId, postId), olderThan(comments.id, page), shownTo(viewerId, comments.userId)))
    .orderBy(desc(comments.id))
    .limit(page.limit + 1);

/** The comment, only if it belongs to that post. */
export const findOnPost = (db: Queryable, postId: string, commentId: string, lock?: RowLock) =>
  firstRow(
    db
      .select()
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.postId, postId)))
      .limit(1),
    lock,
  );

export const remove = (db: Queryable, id: string) => db.delete(comments).where(eq(comments.id, id));

export const findById = (db: Queryable, id: string, lock?: RowLock) => firstRow(db.select().from(comments).where(eq(comments.id, id)).limit(1), lock);
