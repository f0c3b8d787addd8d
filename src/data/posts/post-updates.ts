import type { PostUpdate } from '@/contract/post-update.ts';
import { repliesCountOf } from './comment-replies.ts';
import { db } from '../db.ts';
import { kindOf } from '../outbox/kind-registry.ts';
import '../writes/all-kinds.ts';

/** How far selfId's writes still waiting in the outbox move this post's counter: the server's counts do not have them yet. */
async function pendingOffset(selfId: string, postId: string, counter: 'likes' | 'comments'): Promise<number> {
  const rows = await db.outbox.where('[userId+status]').equals([selfId, 'pending']).toArray();
  return rows.reduce((sum, row) => {
    const counts = kindOf(row)?.postCounts(row);
    return counts?.postId === postId ? sum + (counts[counter] ?? 0) : sum;
  }, 0);
}

/**
 * Updates received lately, numbered: a fetch that was already on its way when
 * one arrived may write the older state over it, so the fetch replays them.
 */
const recent: { seq: number; selfId: string; update: PostUpdate }[] = [];
let lastSeq = 0;
const kept = 200;

/** Taken before a fetch of posts starts; hand it to replayPostUpdatesSince once the answer is written. */
export const postUpdateMark = (): number => lastSeq;

export async function replayPostUpdatesSince(mark: number): Promise<void> {
  for (const entry of recent.filter((item) => item.seq > mark)) await writeUpdate(entry.selfId, entry.update);
}

/**
 * A like, comment or reply made by someone else on a post that is on screen
 * (or its removal), into IndexedDB; the screens follow through their live queries. One's own
 * changes are skipped: the outbox already made them here.
 */
export async function applyPostUpdate(selfId: string, update: PostUpdate): Promise<void> {
  if (update.by === selfId) return;
  lastSeq += 1;
  recent.push({ seq: lastSeq, selfId, update });
  if (recent.length > kept) recent.splice(0, recent.length - kept);
  await writeUpdate(selfId, update);
}

/** The server's count, plus the comments of one's own still waiting in the outbox. */
async function writeCommentsCount(selfId: string, postId: string, commentsCount: number): Promise<void> {
  const offset = await pendingOffset(selfId, postId, 'comments');
  await db.posts
    .where('_id')
    .equals(postId)
    .modify((post) => {
      post.commentsCount = commentsCount + offset;
    });
}

async function writeUpdate(selfId: string, update: PostUpdate): Promise<void> {
  const { postId } = update;
  await db.transaction('rw', db.posts, db.comments, db.outbox, async () => {
    switch (update.kind) {
      case 'likes': {
        const offset = await pendingOffset(selfId, postId, 'likes');
        await db.posts
          .where('_id')
          .equals(postId)
          .modify((post) => {
            post.likesCount = Math.max(0, update.likesCount + offset);
          });
        break;
      }
      case 'comment': {
        if (!(await db.comments.get(update.comment._id))) await db.comments.put({ ...update.comment, postId });
        await writeCommentsCount(selfId, postId, update.commentsCount);
        break;
      }
      case 'reply': {
        await db.comments
          .where('_id')
          .equals(update.commentId)
          .modify((comment) => {
            if (comment.replies.some((reply) => reply._id === update.reply._id)) return;
            comment.replies = [update.reply, ...comment.replies];
            comment.repliesCount = repliesCountOf(comment) + 1;
          });
        break;
      }
      case 'comment-removed': {
        await db.comments.delete(update.commentId);
        await writeCommentsCount(selfId, postId, update.commentsCount);
        break;
      }
      case 'reply-removed': {
        await db.comments
          .where('_id')
          .equals(update.commentId)
          .modify((comment) => {
            const kept = comment.replies.filter((reply) => reply._id !== update.replyId);
            // Only a reply this device holds is taken off the count, so that a replayed update takes it off once.
            if (kept.length < comment.replies.length) comment.repliesCount = Math.max(0, repliesCountOf(comment) - 1);
            comment.replies = kept;
          });
        break;
      }
      case 'removed': {
        await db.posts.delete(postId);
        await db.comments.where('postId').equals(postId).delete();
        break;
      }
    }
  });
}
