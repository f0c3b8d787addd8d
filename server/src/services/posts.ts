import { and, desc, eq, getTableName, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Post } from '../../../src/contract/entities.ts';
import type { PaginationQuery } from '../../../src/contract/schemas/common.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { likes, pets, postImages, posts, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { findPet, type RowLock } from './pets.ts';
import { authorize, policies } from './policies.ts';
import { postView, type PostRecord } from '../views/posts.ts';
import { loadComments } from './comments.ts';

export type PostRow = typeof posts.$inferSelect;

/**
 * Everything a Post answer needs in one query: the page comes from an index
 * scan of posts, and for each of its rows the author, the pet, the image
 * urls and the liker ids are indexed sub-selects. No joins, so the plan does
 * not depend on table statistics (the embedded database keeps none until
 * analysed, and then picks nested loops over whole tables); a page costs one
 * round trip whatever its length.
 */
/** `"table"."column"`: drizzle leaves columns unqualified in a one-table select, which sub-selects would misread. */
const q = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

const postRecordFields = {
  id: posts.id,
  title: posts.title,
  body: posts.body,
  petId: posts.petId,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
  author: sql<PostRecord['author']>`(select json_build_object('id', ${q(users.id)}, 'fullName', ${q(users.fullName)}, 'username', ${q(users.username)}, 'avatar', ${q(users.avatar)}) from ${users} where ${q(users.id)} = ${q(posts.userId)})`,
  pet: sql<PostRecord['pet']>`(select json_build_object('id', ${q(pets.id)}, 'name', ${q(pets.name)}, 'type', ${q(pets.type)}, 'image', ${q(pets.image)}) from ${pets} where ${q(pets.id)} = ${q(posts.petId)})`,
  images: sql<string[]>`array(select ${q(postImages.url)} from ${postImages} where ${q(postImages.postId)} = ${q(posts.id)} order by ${q(postImages.position)})`,
  likes: sql<string[]>`array(select ${q(likes.userId)} from ${likes} where ${q(likes.postId)} = ${q(posts.id)} order by ${q(likes.createdAt)}, ${q(likes.userId)})`,
};

const selectPostRecords = (db: Queryable, where: SQL | undefined) => db.select(postRecordFields).from(posts).where(where);

/** A page of posts, newest first, with the extra row `takePage` looks for. */
export async function listPostRecords(db: Queryable, filter: SQL | undefined, page: PaginationQuery): Promise<PostRecord[]> {
  return selectPostRecords(db, and(filter, page.before ? lt(posts.id, page.before) : undefined))
    .orderBy(desc(posts.id))
    .limit(page.limit + 1);
}

export async function postById(db: Queryable, id: string): Promise<Post> {
  const [record] = await selectPostRecords(db, eq(posts.id, id)).limit(1);
  if (!record) throw notFound(m.postNotFound);
  return postView(record);
}

export async function postDetail(db: Queryable, id: string): Promise<Post> {
  const post = await postById(db, id);
  return { ...post, comments: await loadComments(db, id) };
}

export async function getPostOr404(db: Queryable, id: string, lock?: RowLock): Promise<PostRow> {
  const query = db.select().from(posts).where(eq(posts.id, id)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(m.postNotFound);
  return row;
}

/** The pet a post may be tagged with: it must exist (else 400) and be the caller's own (else 403). */
export async function resolvePetTag(db: Queryable, caller: { id: string }, petId: string, lock?: RowLock): Promise<string> {
  const pet = await findPet(db, petId, lock);
  if (!pet) throw badRequest(m.petNotFound, { petId: m.petNotFound });
  authorize(policies.pet.tag(caller, pet));
  return pet.id;
}
