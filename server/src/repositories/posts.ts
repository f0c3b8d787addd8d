import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { postRecordFields, type PostRecord } from './post-record.ts';
import { firstRow, olderThan, type Page, type RowLock } from './rows.ts';

export type PostRow = typeof posts.$inferSelect;
type PostFields = Pick<PostRow, 'title' | 'body' | 'petId'>;
/** Which posts a list holds: all, one author's or one pet's. */
export type PostScope = { userId: string } | { petId: string } | null;

const selectRecords = (db: Queryable, where: SQL | undefined, viewerId: string | null) =>
  db.select(postRecordFields(viewerId)).from(posts).where(where);

const scopeFilter = (scope: PostScope) =>
  scope === null ? undefined : 'userId' in scope ? eq(posts.userId, scope.userId) : eq(posts.petId, scope.petId);

/** A page of posts, newest first, with the extra row `takePage` looks for. */
export const listRecords = (db: Queryable, scope: PostScope, page: Page, viewerId: string | null): Promise<PostRecord[]> =>
  selectRecords(db, and(scopeFilter(scope), olderThan(posts.id, page)), viewerId)
    .orderBy(desc(posts.id))
    .limit(page.limit + 1);

export const findRecord = (db: Queryable, id: string, viewerId: string | null) => firstRow(selectRecords(db, eq(posts.id, id), viewerId).limit(1));

export const find = (db: Queryable, id: string, lock?: RowLock) => firstRow(db.select().from(posts).where(eq(posts.id, id)).limit(1), lock);

export async function insert(db: Queryable, userId: string, fields: PostFields): Promise<PostRow> {
  const [row] = await db
    .insert(posts)
    .values({ id: newId(), userId, ...fields })
    .returning();
  return row!;
}

export const update = (db: Queryable, id: string, fields: PostFields) => db.update(posts).set(fields).where(eq(posts.id, id));

export const remove = (db: Queryable, id: string) => db.delete(posts).where(eq(posts.id, id));

/** Moves likes_count by an atomic increment, so concurrent likes keep it exact; answers the new count. */
export async function moveLikesCount(db: Queryable, id: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} + ${delta}` })
    .where(eq(posts.id, id))
    .returning({ likesCount: posts.likesCount });
  return row!.likesCount;
}

export async function likesCount(db: Queryable, id: string): Promise<number> {
  const [row] = await db.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, id));
  return row!.likesCount;
}

/** comments_count counts comments, not replies (a reply is part of its comment). Answers the new count. */
export async function moveCommentsCount(db: Queryable, id: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)` })
    .where(eq(posts.id, id))
    .returning({ commentsCount: posts.commentsCount });
  return row!.commentsCount;
}
