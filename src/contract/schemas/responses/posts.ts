import * as v from 'valibot';
import { idAnswer, imageUrlAnswer, pageOf, timeAnswer } from './common.ts';
import { petTagAnswer } from './pets.ts';
import { userSummaryAnswer } from './users.ts';

export const replyAnswer = v.strictObject({
  _id: idAnswer,
  content: v.string(),
  user: userSummaryAnswer,
  createdAt: timeAnswer,
});

export const commentAnswer = v.strictObject({
  _id: idAnswer,
  content: v.string(),
  user: userSummaryAnswer,
  /** Its newest replies, at most `limits.repliesPreview`, newest first; the others are paged at its replies. */
  replies: v.array(replyAnswer),
  /** All its replies, also those not carried. */
  repliesCount: v.number(),
  createdAt: timeAnswer,
});

/** One photo of a post: its description, and its size in pixels (null for photos stored before sizes were kept). */
export const postMediaAnswer = v.strictObject({
  url: imageUrlAnswer,
  alt: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});

export const postAnswer = v.strictObject({
  _id: idAnswer,
  title: v.string(),
  body: v.string(),
  images: v.array(imageUrlAnswer),
  /** The photos of `images`, in the same order, with their descriptions and sizes. */
  media: v.array(postMediaAnswer),
  pet: v.nullable(petTagAnswer),
  petId: v.nullable(idAnswer),
  user: userSummaryAnswer,
  /** The hashtags of the title and body as written, without `#`. */
  tags: v.array(v.string()),
  /** Whether the caller likes the post (false for visitors). */
  likedByMe: v.boolean(),
  likesCount: v.number(),
  commentsCount: v.number(),
  createdAt: timeAnswer,
  /**
   * Only on the detail (GET /api/posts/post/{id}): its newest comments, at most `limits.postComments`,
   * newest first; the others are paged at its comments.
   */
  comments: v.optional(v.array(commentAnswer)),
});

export const postPage = pageOf(postAnswer);
export const commentPage = pageOf(commentAnswer);
export const replyPage = pageOf(replyAnswer);

export const likeAnswer = v.strictObject({ likesCount: v.number(), liked: v.boolean() });
export const newCommentAnswer = v.strictObject({ comment: commentAnswer });
export const newReplyAnswer = v.strictObject({ reply: replyAnswer });
