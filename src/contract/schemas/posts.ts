import * as v from 'valibot';
import { limits } from '../limits.ts';
import { messages as m } from '../messages.ts';
import { idSchema, requiredText } from './common.ts';
import { altsField, mediaIdsField } from './media.ts';

const blankToUndefined = (value: unknown) =>
  value === null || value === 'null' || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// The outer `v.optional` lets the key be missing (see limitField in common.ts).
const optionalPetId = v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(idSchema)));

const bodyField = requiredText(limits.postBody.max, m.postBodyRequired, m.postBodyTooLong);

/** Create post: the title is not validated beyond its length. */
export const createPostSchema = v.object({
  title: v.pipe(v.optional(v.string(m.titleTooLong), ''), v.trim(), v.maxLength(limits.postTitle.max, m.titleTooLong)),
  body: bodyField,
  petId: optionalPetId,
  /** Sent by the spec's client beside petId; petId wins. */
  pet: optionalPetId,
  user: v.optional(idSchema),
  /** Photos uploaded ahead, shown before the files sent with the form. */
  mediaIds: mediaIdsField(limits.image.perPost),
  /** The description of each photo: those of `mediaIds`, then those of the files. */
  alts: altsField(limits.image.perPost),
});
export type CreatePostInput = v.InferInput<typeof createPostSchema>;

/** oldImages arrives as a JSON text listing the kept image urls. */
const oldImagesField = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      if (value === undefined || value === '') return [];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return null;
      }
    }),
    v.array(v.pipe(v.string(m.invalidInput), v.maxLength(300, m.invalidInput)), m.invalidInput),
    v.maxLength(limits.image.perPost, m.tooManyImages),
  ),
  '',
);

export const editPostSchema = v.object({
  title: requiredText(limits.postTitle.max, m.titleRequired, m.titleTooLong),
  body: bodyField,
  petId: optionalPetId,
  pet: optionalPetId,
  user: v.optional(idSchema),
  oldImages: oldImagesField,
  mediaIds: mediaIdsField(limits.image.perPost),
  /** The description of each photo after the edit: one per `oldImages` entry (as sent), then the new ones as on create. */
  alts: altsField(limits.image.perPost),
});
export type EditPostInput = v.InferInput<typeof editPostSchema>;

export const commentSchema = v.object({
  content: requiredText(limits.comment.max, m.commentRequired, m.commentTooLong),
});

export const replySchema = v.object({
  content: requiredText(limits.comment.max, m.replyRequired, m.replyTooLong),
});

export const postParams = v.object({ postId: idSchema });
export const commentParams = v.object({ postId: idSchema, commentId: idSchema });
