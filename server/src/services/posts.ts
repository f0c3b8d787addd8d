import type { Post } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../db/client.ts';
import { badRequest, foundOr404 } from '../http/errors.ts';
import * as pets from '../repositories/pets.ts';
import * as posts from '../repositories/posts.ts';
import type { PostRow } from '../repositories/posts.ts';
import type { RowLock } from '../repositories/rows.ts';
import { postView } from '../views/posts.ts';
import { newestComments } from './comments.ts';
import { authorize, policies } from './policies.ts';

export const getPostOr404 = async (db: Queryable, id: string, lock?: RowLock): Promise<PostRow> =>
  foundOr404(await posts.find(db, id, lock), m.postNotFound);

/** The post as `viewerId` sees it (their own like as a flag); null for a visitor. */
export const postById = async (db: Queryable, id: string, viewerId: string | null): Promise<Post> =>
  postView(foundOr404(await posts.findRecord(db, id, viewerId), m.postNotFound));

export async function postDetail(db: Queryable, id: string, viewerId: string | null): Promise<Post> {
  const post = await postById(db, id, viewerId);
  return { ...post, comments: await newestComments(db, id, viewerId) };
}

/** The pet a post may be tagged with: it must exist (else 400) and be the caller's own (else 403). */
export async function resolvePetTag(db: Queryable, caller: { id: string }, petId: string, lock?: RowLock): Promise<string> {
  const pet = await pets.find(db, petId, lock);
  if (!pet) throw badRequest(m.petNotFound, { petId: m.petNotFound });
  authorize(policies.pet.tag(caller, pet));
  return pet.id;
}
