import { and, asc, desc, eq, getTableColumns, lt, sql, type SQL } from 'drizzle-orm';
import { posts } from '../db/schema.ts';
import type { Db, Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { postRecordFields, type PostRecord } from './post-record.ts';
import { batchedReads } from './read-batches.ts';
import { prepared } from './prepared.ts';
import { firstRow, type Page, type RowLock } from './rows.ts';
import { notMutedBy, shownTo, type Viewer } from './visibility.ts';

// The card is only for answers (post-record.ts) and the words only for the search: reads of the row itself,
// such as a like's check, leave both out.
const { card: _card, search: _search, ...rowColumns } = getTableColumns(posts);
export type PostRow = Omit<typeof posts.$inferSelect, 'card' | 'search'>;
type PostFields = Pick<PostRow, 'title' | 'body' | 'petId' | 'tags'>;
/** Which posts a list holds: all, one author's or one pet's. */
export type PostScope = { userId: string } | { petId: string } | null;

const selectRecords = (db: Queryable, where: SQL | undefined, viewerId: string | null) =>
  db
    .select(postRecordFields(viewerId))
    .from(posts)
    .where(and(where, shownTo(viewerId, posts.userId)));

type ScopeKind = 'all' | 'user' | 'pet';
const scopeKind = (scope: PostScope): ScopeKind => (scope === null ? 'all' : 'userId' in scope ? 'user' : 'pet');
const scopeColumn = { user: posts.userId, pet: posts.petId } as const;

interface ListVariant {
  kind: ScopeKind;
  withCursor: boolean;
  /** Whether the page is read for some signed-in callers, each getting their own rows (and likes), rather than for visitors. */
  withViewers: boolean;
}

/**
 * What a list shows one reader: the scope's posts older than the cursor,
 * without the posts of anyone the reader blocks or who blocks them, and, in
 * the feed, of anyone they mute. Part of the statement, so a page stays full.
 */
const listConditions = (variant: ListVariant, viewer: Viewer | null) =>
  and(
    variant.kind === 'all' ? undefined : eq(scopeColumn[variant.kind], sql.placeholder('scopeId')),
    variant.withCursor ? lt(posts.id, sql.placeholder('before')) : undefined,
    shownTo(viewer, posts.userId),
    variant.kind === 'all' ? notMutedBy(viewer, posts.userId) : undefined,
  );

/** The reader of each page row, in the statement that reads the page for several signed-in callers. */
const viewerColumn = sql`"viewer"."id"`;

/**
 * The list query for one scope, with or without a cursor. Visitors share one page; signed-in
 * callers read together too, but each through their own index scan (a lateral join on the list of
 * callers), since blocks and mutes make each one's page their own.
 */
function listStatement(db: Queryable, variant: ListVariant, name: string) {
  if (!variant.withViewers) {
    return db
      .select({ viewerId: sql<string | null>`null::text`, ...postRecordFields(null) })
      .from(posts)
      .where(listConditions(variant, null))
      .orderBy(desc(posts.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  }
  const { likedByMe, userJson, petJson, ...fields } = postRecordFields(viewerColumn);
  const page = db
    .select({ ...fields, userJson: userJson.as('user_json'), petJson: petJson.as('pet_json'), likedByMe: likedByMe.as('liked_by_me') })
    .from(posts)
    .where(listConditions(variant, viewerColumn))
    .orderBy(desc(posts.id))
    .limit(sql.placeholder('limit'))
    .as('page');
  return db
    .select({
      viewerId: sql<string | null>`${viewerColumn}`,
      id: page.id,
      card: page.card,
      userJson: page.userJson,
      petJson: page.petJson,
      likesCount: page.likesCount,
      commentsCount: page.commentsCount,
      likedByMe: page.likedByMe,
    })
    .from(sql`unnest(${sql.placeholder('viewerIds')}::text[]) as "viewer"("id")`)
    .crossJoinLateral(page)
    .orderBy(asc(viewerColumn), desc(page.id))
    .prepare(name);
}

interface ListRequest {
  scope: PostScope;
  page: Page;
  viewerId: string | null;
}

const scopeIdOf = (scope: PostScope) => (scope === null ? undefined : 'userId' in scope ? scope.userId : scope.petId);

/** One statement for every request in a batch that asks for the same page, whoever asks. */
async function readPage(db: Db, requests: ListRequest[]): Promise<PostRecord[][]> {
  const { scope, page } = requests[0]!;
  const viewerIds = [...new Set(requests.flatMap((request) => (request.viewerId === null ? [] : [request.viewerId])))];
  const hasVisitors = requests.some((request) => request.viewerId === null);
  const read = async (withViewers: boolean) => {
    const variant = { kind: scopeKind(scope), withCursor: Boolean(page.before), withViewers };
    const name = `posts_list_${variant.kind}${variant.withCursor ? '_before' : ''}${variant.withViewers ? '_viewers' : ''}`;
    return prepared(db, name, () => listStatement(db, variant, name)).execute({
      scopeId: scopeIdOf(scope),
      before: page.before,
      viewerIds,
      limit: page.limit + 1,
    });
  };
  const rows = (await Promise.all([hasVisitors ? read(false) : [], viewerIds.length > 0 ? read(true) : []])).flat();
  const byViewer = new Map<string | null, PostRecord[]>([[null, []], ...viewerIds.map((id): [string, PostRecord[]] => [id, []])]);
  for (const { viewerId, ...record } of rows) byViewer.get(viewerId)!.push(record);
  return requests.map(({ viewerId }) => byViewer.get(viewerId)!);
}

const pageKey = ({ scope, page }: ListRequest) => `${scopeKind(scope)}:${scopeIdOf(scope) ?? ''}:${page.before ?? ''}:${page.limit}`;

/** Reads a batch's pages: one statement per distinct page, whoever asks for it. */
async function readPages(db: Db, requests: readonly ListRequest[]): Promise<PostRecord[][]> {
  const answers = new Map<ListRequest, PostRecord[]>();
  const groups = new Map<string, ListRequest[]>();
  for (const request of requests) {
    const key = pageKey(request);
    const group = groups.get(key);
    if (group) group.push(request);
    else groups.set(key, [request]);
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const records = await readPage(db, group);
      for (const [index, request] of group.entries()) answers.set(request, records[index]!);
    }),
  );
  return requests.map((request) => answers.get(request)!);
}

/**
 * A page of posts, newest first, with the extra row `takePage` looks for.
 * Lists are the busiest read, so requests for the same page that arrive
 * together share one statement (see read-batches.ts); each caller still gets its own likes.
 */
export const listRecords = (db: Db, scope: PostScope, page: Page, viewerId: string | null): Promise<PostRecord[]> =>
  batchedReads(db, 'post_pages', readPages).load({ scope, page: { limit: page.limit, before: page.before }, viewerId });

export const findRecord = (db: Queryable, id: string, viewerId: string | null) => firstRow(selectRecords(db, eq(posts.id, id), viewerId).limit(1));

export const find = (db: Queryable, id: string, lock?: RowLock) => firstRow(db.select(rowColumns).from(posts).where(eq(posts.id, id)).limit(1), lock);

export async function insert(db: Queryable, userId: string, fields: PostFields): Promise<PostRow> {
  const [row] = await db
    .insert(posts)
    .values({ id: newId(), userId, ...fields })
    .returning(rowColumns);
  return row!;
}

export const update = (db: Queryable, id: string, fields: PostFields) => db.update(posts).set(fields).where(eq(posts.id, id));

export const remove = (db: Queryable, id: string) => db.delete(posts).where(eq(posts.id, id));

/** comments_count counts comments, not replies (a reply is part of its comment). Answers the new count. */
export async function moveCommentsCount(db: Queryable, id: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)` })
    .where(eq(posts.id, id))
    .returning({ commentsCount: posts.commentsCount });
  return row!.commentsCount;
}
