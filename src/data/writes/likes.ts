import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { likeAnswer } from '@/contract/schemas/responses/posts.ts';
import { db } from '../db.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/** Sets whether the signed-in user likes the post in IndexedDB, keeping the count in step. */
async function setLiked(postId: string, liked: boolean) {
  await db.posts
    .where('_id')
    .equals(postId)
    .modify((post) => {
      if (post.likedByMe === liked) return;
      post.likedByMe = liked;
      post.likesCount = Math.max(0, post.likesCount + (liked ? 1 : -1));
    });
}

export const likeKinds = defineToggleKinds('like', 'unlike', {
  context: v.object({ postId: v.string(), userId: v.string() }),
  answer: likeAnswer,
  set: (row, liked) => setLiked(row.context.postId, liked),
  subject: (row) => ({ type: 'post', id: row.context.postId }),
  postCounter: (row) => ({ postId: row.context.postId, counter: 'likes' }),
  async reconcile(row, answer) {
    await db.posts.update(row.context.postId, { likedByMe: answer.liked, likesCount: answer.likesCount });
  },
});

/** Like or unlike, written through the outbox: the heart changes at once and reaches the server when it can. */
export const toggleLike = (postId: string, userId: string, like: boolean) =>
  (like ? likeKinds.on : likeKinds.off).queue({
    userId,
    method: 'POST',
    path: like ? paths.like(postId) : paths.unlike(postId),
    context: { postId, userId },
    orderKey: `post:${postId}`,
  });
