import { useEffect } from 'react';
import { useLiveQuery } from '../use-live-query.ts';
import type { Post } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { getPost } from '../api/post.ts';
import { mergeReplies } from './comment-replies.ts';
import { db, type CommentRow } from '../db.ts';
import { hiddenAuthors } from '../hidden-users.ts';
import { markFeedShown, markShown } from '../on-screen.ts';
import { postRow, withWaitingEdits, type PostRow } from './post-rows.ts';
import { postUpdateMark, replayPostUpdatesSince } from './post-updates.ts';
import { failureOf } from '../transport/call-failure.ts';

/** The newest `limit` stored posts, newest first, read through the createdAt index, leaving out those of people one blocks or mutes. */
export async function feedPosts(limit: number): Promise<Post[]> {
  const hidden = await hiddenAuthors();
  return db.posts
    .orderBy('createdAt')
    .reverse()
    .filter((post) => !hidden.has(post.user._id))
    .limit(limit)
    .toArray();
}

/** The feed's posts, kept current: the feed grows `limit` as it scrolls. */
export function useFeedPosts(limit: number): Post[] | undefined {
  useEffect(() => markFeedShown(limit), [limit]);
  return useLiveQuery(() => feedPosts(limit), [limit]);
}

export function useUserPosts(userId: string): Post[] | undefined {
  useEffect(() => markShown('authors', userId), [userId]);
  return useLiveQuery(() => db.posts.where('user._id').equals(userId).reverse().sortBy('createdAt'), [userId]);
}

export function usePetPosts(petId: string): Post[] | undefined {
  useEffect(() => markShown('pets', petId), [petId]);
  return useLiveQuery(() => db.posts.where('petId').equals(petId).reverse().sortBy('createdAt'), [petId]);
}

export function usePost(postId: string): PostRow | null | undefined {
  useEffect(() => markShown('posts', postId), [postId]);
  return useLiveQuery(async () => (await db.posts.get(postId)) ?? null, [postId]);
}

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
  const mark = postUpdateMark();
  let post: Post;
  try {
    post = await getPost(postId);
  } catch (error) {
    if (failureOf(error).status === 404) await forgetPost(postId);
    throw error;
  }
  const comments = (post.comments ?? []).map((comment) => ({ ...comment, postId }));
  await db.transaction('rw', db.posts, db.comments, db.outbox, async () => {
    const pending = new Set(await db.outbox.toCollection().primaryKeys());
    const served = new Set(comments.map((comment) => comment._id));
    // The answer carries the newest comments only: older ones loaded page by page stay.
    const oldestServed = comments.length < limits.postComments ? '' : (comments.at(-1)?._id ?? '');
    const stale = await db.comments
      .where('postId')
      .equals(postId)
      .filter((comment) => !served.has(comment._id) && !pending.has(comment._id) && comment._id > oldestServed)
      .primaryKeys();
    await db.comments.bulkDelete(stale);
    // A reply still pending stays in front of the served ones.
    const stored = await db.comments.bulkGet(comments.map((comment) => comment._id));
    const merged = comments.map((comment, index) => ({ ...comment, replies: mergeReplies(stored[index]?.replies ?? [], comment.replies, pending) }));
    await db.comments.bulkPut(merged);
    await db.posts.bulkPut(await withWaitingEdits(db.posts, [postRow(post)]));
  });
  await replayPostUpdatesSince(mark);
}
