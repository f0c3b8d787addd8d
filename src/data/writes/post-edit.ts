import * as v from 'valibot';
import type { PetTag, PostMedia } from '@/contract/entities.ts';
import { extractTags } from '@/contract/hashtags.ts';
import { paths } from '@/contract/paths.ts';
import { petTagAnswer } from '@/contract/schemas/responses/pets.ts';
import { postAnswer, postMediaAnswer } from '@/contract/schemas/responses/posts.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';
import { editedFields, postRow, type PostRow } from '../posts/post-rows.ts';

/** The edit as the form checked it: the stored photos that stay (`oldImages`, described anew by `keptAlts`), new photos kept with the row. */
const editFields = v.object({
  title: v.string(),
  body: v.string(),
  petId: v.nullable(v.string()),
  oldImages: v.array(v.string()),
  keptAlts: v.array(v.string()),
});
export type PostEditFields = v.InferOutput<typeof editFields>;

/** The fields an edit changes, as they were: put back if the server refuses it. */
const beforeSchema = v.object({
  title: v.string(),
  body: v.string(),
  petId: v.nullable(v.string()),
  pet: v.nullable(petTagAnswer),
  tags: v.array(v.string()),
  images: v.array(v.string()),
  media: v.array(postMediaAnswer),
});

/**
 * A post edited offline shows its new title, text, pet and kept photos at
 * once (its new photos drawn from the blobs kept with the row) and keeps them
 * through reads from the server (`editedBy`, see `withWaitingEdits`) until the
 * server answers the edit. The call describes the kept photos first, then the
 * new ones, as the server reads `alts`.
 */
const postEditKind = defineOutboxKind('post-edit', {
  context: v.object({ postId: v.string(), pet: v.nullable(petTagAnswer), before: beforeSchema, kept: v.array(postMediaAnswer) }),
  body: editFields,
  answer: postAnswer,
  uploadsPhotosAhead: true,
  // `oldImages` goes as JSON text, the one form the server reads it in (a form field or a JSON body alike).
  withPhotos: ({ keptAlts, oldImages, ...fields }, uploaded) => ({
    ...fields,
    oldImages: JSON.stringify(oldImages),
    mediaIds: uploaded.mediaIds,
    alts: [...keptAlts, ...uploaded.alts],
  }),
  apply: (row) =>
    db.posts.update(row.context.postId, {
      title: row.body.title,
      body: row.body.body,
      petId: row.body.petId,
      pet: row.context.pet,
      tags: extractTags(row.body.title, row.body.body),
      images: row.context.kept.map((photo) => photo.url),
      media: row.context.kept,
      editedBy: row.id,
    }),
  rollback: (row) => db.posts.update(row.context.postId, { ...row.context.before, editedBy: undefined }),
  describe: (row) => ({ subject: { type: 'post', id: row.context.postId }, text: null }),
  async reconcile(row, post) {
    const shown = await db.posts.get(row.context.postId);
    // A later edit still waits: its fields stay shown until it is answered too.
    if (shown?.editedBy && shown.editedBy !== row.id) return;
    await db.posts.put(postRow(post));
  },
});

/** Queues an edit of one's post as shown now (`post`): the kept photos with their new descriptions, and new prepared photos after them. */
export const queuePostEdit = (
  post: PostRow,
  fields: Omit<PostEditFields, 'oldImages' | 'keptAlts'>,
  kept: readonly PostMedia[],
  pet: PetTag | null,
  photos: readonly PhotoToKeep[],
) => {
  const { editedBy: _, ...before } = editedFields(post);
  return postEditKind.queue({
    userId: post.user._id,
    method: 'PUT',
    path: paths.post(post._id),
    body: { ...fields, oldImages: kept.map((photo) => photo.url), keptAlts: kept.map((photo) => photo.alt) },
    context: { postId: post._id, pet, before, kept: [...kept] },
    orderKey: `post-edit:${post._id}`,
    photos,
  });
};
