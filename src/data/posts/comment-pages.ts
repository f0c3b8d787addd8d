import type { Reply } from '@/contract/entities.ts';
import { getCommentsPage, getRepliesPage } from '../api/comments.ts';
import { mergeReplies } from './comment-replies.ts';
import { db } from '../db.ts';

const pendingIds = async () => new Set(await db.outbox.toCollection().primaryKeys());

/** The oldest id among those the server made (an outbox row's id is not a cursor). */
const oldestServed = (ids: string[], pending: ReadonlySet<string>) => ids.filter((id) => !pending.has(id)).sort()[0] ?? null;

/** The next older page of a post's comments into IndexedDB; answers whether there are more. */
export async function loadOlderComments(postId: string): Promise<boolean> {
  const pending = await pendingIds();
  const stored = await db.comments.where('postId').equals(postId).primaryKeys();
  const page = await getCommentsPage(postId, oldestServed(stored, pending));
  await db.transaction('rw', db.comments, async () => {
    const kept = await db.comments.bulkGet(page.items.map((comment) => comment._id));
    await db.comments.bulkPut(
      page.items.map((comment, index) => ({ ...comment, postId, replies: mergeReplies(kept[index]?.replies ?? [], comment.replies, pending) })),
    );
  });
  return page.next !== null;
}

/** The next older page of a comment's replies into IndexedDB; answers whether there are more. */
export async function loadOlderReplies(postId: string, commentId: string): Promise<boolean> {
  const pending = await pendingIds();
  const comment = await db.comments.get(commentId);
  if (!comment) return false;
  const page = await getRepliesPage(
    postId,
    commentId,
    oldestServed(
      comment.replies.map((reply) => reply._id),
      pending,
    ),
  );
  await db.comments
    .where('_id')
    .equals(commentId)
    .modify((row) => {
      const known = new Set(row.replies.map((reply) => reply._id));
      row.replies = [...row.replies, ...page.items.filter((reply: Reply) => !known.has(reply._id))];
    });
  return page.next !== null;
}
