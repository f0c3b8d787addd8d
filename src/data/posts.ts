import { useLiveQuery } from 'dexie-react-hooks';
import type { Post } from '@/contract/entities.ts';
import { getPost } from './api/post.ts';
import { db, type CommentRow } from './db.ts';
import { postRow } from './post-rows.ts';
import { failureOfCall } from './upload.ts';

/** Every stored post, newest first: the feed. */
export const useFeedPosts = (): Post[] | undefined =>
  useLiveQuery(() => db.posts.orderBy('createdAt').reverse().toArray(), []);

export const useUserPosts = (userId: string): Post[] | undefined =>
  useLiveQuery(() => db.posts.where('user._id').equals(userId).reverse().sortBy('createdAt'), [userId]);

export const usePetPosts = (petId: string): Post[] | undefined =>
  useLiveQuery(() => db.posts.where('petId').equals(petId).reverse().sortBy('createdAt'), [petId]);

export const usePost = (postId: string): Post | null | undefined =>
  useLiveQuery(async () => (await db.posts.get(postId)) ?? null, [postId]);

/** A post's comments, newest first (a pending one, made just now, comes first). */
export const useComments = (postId: string): CommentRow[] | undefined =>
  useLiveQuery(() => db.comments.where('postId').equals(postId).reverse().sortBy('createdAt'), [postId]);

/** Ids of outbox rows: a comment or reply with such an id is not yet on the server. */
export function usePendingIds(): ReadonlySet<string> {
  const ids = useLiveQuery(() => db.outbox.toCollection().primaryKeys(), []);
  return new Set(ids ?? []);
}

/** Forgets a post and its comments (deleted, or answered 404). */
export async function forgetPost(postId: string): Promise<void> {
  await db.transaction('rw', db.posts, db.comments, async () => {
    await db.posts.delete(postId);
    await db.comments.where('postId').equals(postId).delete();
  });
}

/** GET one post with its comments into IndexedDB; comments still in the outbox are kept. */
export async function syncPost(postId: string): Promise<void> {
  let post: Post;
  try {
    post = await getPost(postId);
  } catch (error) {
    if ((await failureOfCall(error)).status === 404) await forgetPost(postId);
    throw error;
  }
  const comments = (post.comments ?? []).map((comment) => ({ ...comment, postId }));
  await db.transaction('rw', db.posts, db.comments, db.outbox, async () => {
    const pending = new Set(await db.outbox.toCollection().primaryKeys());
    const served = new Set(comments.map((comment) => comment._id));
    const stale = await db.comments
      .where('postId')
      .equals(postId)
      .filter((comment) => !served.has(comment._id) && !pending.has(comment._id))
      .primaryKeys();
    await db.comments.bulkDelete(stale);
    // A reply still pending stays in front of the served ones.
    const stored = await db.comments.bulkGet(comments.map((comment) => comment._id));
    const merged = comments.map((comment, index) => {
      const pendingReplies = (stored[index]?.replies ?? []).filter((reply) => pending.has(reply._id));
      return { ...comment, replies: [...pendingReplies, ...comment.replies] };
    });
    await db.comments.bulkPut(merged);
    await db.posts.put(postRow(post));
  });
}
