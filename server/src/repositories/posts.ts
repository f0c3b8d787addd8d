import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { postRecordFields, type PostRecord } from './post-record.ts';
import { firstRow, type Page, type RowLock } from './rows.ts';

export type PostRow = typeof posts.$inferSelect;
type PostFields = Pick<PostRow, 'title' | 'body' | 'petId'>;
/** Which posts a list holds: all, one author's or one pet's. */
export type PostScope = { userId: string } | { petId: string } | null;

const selectRecords = (db: Queryable, where: SQL | undefined, viewerId: string | null) =>
  db.select(postRecordFields(viewerId)).from(posts).where(where);

type ScopeKind = 'all' | 'user' | 'pet';
const scopeKind = (scope: PostScope): ScopeKind => (scope === null ? 'all' : 'userId' in scope ? 'user' : 'pet');
const scopeColumn = { user: posts.userId, pet: posts.petId } as const;

/**
 * The list query for one scope, with and without a cursor, built once per
 * database and prepared: a feed read then costs no SQL building and no planning.
 * A visitor is asked as viewer '' (no user has that id), so one statement serves both.
 */
function listStatement(db: Queryable, kind: ScopeKind, withCursor: boolean) {
  const conditions = [
    kind === 'all' ? undefined : eq(scopeColumn[kind], sql.placeholder('scopeId')),
    withCursor ? lt(posts.id, sql.placeholder('before')) : undefined,
  ];
  return db
    .select(postRecordFields(sql.placeholder('viewerId')))
    .from(posts)
    .where(and(...conditions))
    .orderBy(desc(posts.id))
    .limit(sql.placeholder('limit'))
    .prepare(`posts_list_${kind}${withCursor ? '_before' : ''}`);
}
type ListStatement = ReturnType<typeof listStatement>;
const statements = new WeakMap<Queryable, Map<string, ListStatement>>();

function preparedList(db: Queryable, kind: ScopeKind, withCursor: boolean): ListStatement {
  const forDb = statements.get(db) ?? new Map<string, ListStatement>();
  statements.set(db, forDb);
  const key = `${kind}:${withCursor}`;
  const statement = forDb.get(key) ?? listStatement(db, kind, withCursor);
  forDb.set(key, statement);
  return statement;
}

/** A page of posts, newest first, with the extra row `takePage` looks for. */
export function listRecords(db: Queryable, scope: PostScope, page: Page, viewerId: string | null): Promise<PostRecord[]> {
  const kind = scopeKind(scope);
  const scopeId = scope === null ? undefined : 'userId' in scope ? scope.userId : scope.petId;
  return preparedList(db, kind, Boolean(page.before)).execute({
    scopeId,
    before: page.before,
    viewerId: viewerId ?? '',
    limit: page.limit + 1,
  });
}

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
