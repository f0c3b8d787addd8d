import * as v from 'valibot';
import type { PetTag, UserSummary } from '@/contract/entities.ts';
import { extractTags } from '@/contract/hashtags.ts';
import { paths } from '@/contract/paths.ts';
import { petTagAnswer } from '@/contract/schemas/responses/pets.ts';
import { postAnswer } from '@/contract/schemas/responses/posts.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';
import { postRow } from '../posts/post-rows.ts';
import { authorContext, authorSchema } from './author.ts';

const postFields = v.object({ title: v.string(), body: v.string(), petId: v.nullable(v.string()) });
export type NewPostFields = v.InferOutput<typeof postFields>;

/**
 * A post written offline shows at once in the feed and on the profile under
 * the outbox row's id, its photos read from the blobs kept with the row; the
 * server's copy replaces it once the photos and the post are up.
 */
const postKind = defineOutboxKind('post', {
  context: v.object({ author: authorSchema, pet: v.nullable(petTagAnswer) }),
  body: postFields,
  answer: postAnswer,
  uploadsPhotosAhead: true,
  apply: (row) =>
    db.posts.put({
      _id: row.id,
      ...row.body,
      // As the server will: the hashtags of the title and body, as first written.
      tags: extractTags(row.body.title, row.body.body),
      images: [],
      media: [],
      pet: row.context.pet,
      user: row.context.author,
      likedByMe: false,
      likesCount: 0,
      commentsCount: 0,
      createdAt: row.createdAt,
    }),
  rollback: (row) => db.posts.delete(row.id),
  describe: (row) => ({ subject: { type: 'post', id: row.id }, text: row.body.title || row.body.body }),
  async reconcile(row, post) {
    await db.posts.delete(row.id);
    await db.posts.put(postRow(post));
  },
});

/** Queues a new post with its prepared photos: it is sent, photos first, whenever the server can be reached. */
export const queuePost = (fields: NewPostFields, photos: readonly PhotoToKeep[], author: UserSummary, pet: PetTag | null) =>
  postKind.queue({
    userId: author._id,
    method: 'POST',
    path: paths.addPost,
    body: fields,
    context: { ...authorContext(author), pet },
    orderKey: `new-post:${author._id}`,
    photos,
  });
