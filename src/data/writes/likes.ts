import type { LikeResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';
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

defineToggleKinds('like', 'unlike', {
  set: (row, liked) => setLiked(contextOf(row, 'postId'), liked),
  subject: (row) => ({ type: 'post', id: contextOf(row, 'postId') }),
  async reconcile(row, answer) {
    const result = answer as LikeResult;
    await db.posts.update(contextOf(row, 'postId'), { likedByMe: result.liked, likesCount: result.likesCount });
  },
});

/** Like or unlike, written through the outbox: the heart changes at once and reaches the server when it can. */
export const toggleLike = (postId: string, userId: string, like: boolean) =>
  queueWrite({
    userId,
    kind: like ? 'like' : 'unlike',
    method: 'POST',
    path: like ? paths.like(postId) : paths.unlike(postId),
    context: { postId, userId },
    orderKey: `post:${postId}`,
  });
