import type { Comment, UserSummary } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';
import { authorContext, authorOf } from './author.ts';

const changeCount = (postId: string, by: number) =>
  db.posts
    .where('_id')
    .equals(postId)
    .modify((post) => {
      post.commentsCount = Math.max(0, post.commentsCount + by);
    });

/** Until the server answers, the comment's id is the outbox row's id: a screen can tell it is pending. */
defineOutboxKind('comment', {
  async apply(row) {
    const postId = contextOf(row, 'postId');
    const { content } = row.body as { content: string };
    await db.comments.put({ _id: row.id, postId, content, user: authorOf(row), replies: [], repliesCount: 0, createdAt: row.createdAt });
    await changeCount(postId, 1);
  },
  async rollback(row) {
    // After a sign-out the pending comment (and the count it raised) may be gone already: undo only what is there.
    if (!(await db.comments.get(row.id))) return;
    await db.comments.delete(row.id);
    await changeCount(contextOf(row, 'postId'), -1);
  },
  describe: (row) => ({ subject: { type: 'post', id: contextOf(row, 'postId') }, text: (row.body as { content: string }).content }),
  async reconcile(row, answer) {
    const { comment } = answer as { comment: Comment };
    await db.comments.delete(row.id);
    await db.comments.put({ ...comment, postId: contextOf(row, 'postId') });
  },
});

export const addComment = (postId: string, content: string, author: UserSummary) =>
  queueWrite({
    userId: author._id,
    kind: 'comment',
    method: 'POST',
    path: paths.comments(postId),
    body: { content },
    context: { postId, ...authorContext(author) },
    orderKey: `post:${postId}`,
  });
