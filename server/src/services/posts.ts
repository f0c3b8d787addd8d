import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
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
 * Everything a Post answer needs in one query: author and pet by join,
 * image urls and liker ids by indexed sub-selects. A page costs one round
 * trip whatever its length.
 */
const postRecordFields = {
  id: posts.id,
  title: posts.title,
  body: posts.body,
  petId: posts.petId,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
  author: { id: users.id, fullName: users.fullName, username: users.username, avatar: users.avatar },
  pet: { id: pets.id, name: pets.name, type: pets.type, image: pets.image },
  images: sql<string[]>`array(select ${postImages.url} from ${postImages} where ${postImages.postId} = ${posts.id} order by ${postImages.position})`,
  likes: sql<string[]>`array(select ${likes.userId} from ${likes} where ${likes.postId} = ${posts.id} order by ${likes.createdAt}, ${likes.userId})`,
};

const selectPostRecords = (db: Queryable, where: SQL | undefined) =>
  db
    .select(postRecordFields)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(pets, eq(pets.id, posts.petId))
    .where(where);

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
