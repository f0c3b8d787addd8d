import type { LikeResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';

/** Sets whether `userId` likes the post in IndexedDB, keeping the count in step. */
async function setLiked(postId: string, userId: string, liked: boolean) {
  await db.posts.where('_id').equals(postId).modify((post) => {
    const has = post.likes.includes(userId);
    if (liked && !has) {
      post.likes = [...post.likes, userId];
      post.likesCount += 1;
    } else if (!liked && has) {
      post.likes = post.likes.filter((id) => id !== userId);
      post.likesCount = Math.max(0, post.likesCount - 1);
    }
  });
}

for (const liked of [true, false]) {
  defineOutboxKind(liked ? 'like' : 'unlike', {
    apply: (row) => setLiked(contextOf(row, 'postId'), contextOf(row, 'userId'), liked),
    rollback: (row) => setLiked(contextOf(row, 'postId'), contextOf(row, 'userId'), !liked),
    describe: (row) => ({ subject: { type: 'post', id: contextOf(row, 'postId') }, text: null }),
    async reconcile(row, answer) {
      const result = answer as LikeResult;
      const postId = contextOf(row, 'postId');
      await setLiked(postId, contextOf(row, 'userId'), result.liked);
      await db.posts.update(postId, { likesCount: result.likesCount });
    },
  });
}

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
