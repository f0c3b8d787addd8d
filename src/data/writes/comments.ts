import * as v from 'valibot';
import type { UserSummary } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { newCommentAnswer } from '@/contract/schemas/responses/posts.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { authorContext, authorSchema } from './author.ts';

const changeCount = (postId: string, by: number) =>
  db.posts
    .where('_id')
    .equals(postId)
    .modify((post) => {
      post.commentsCount = Math.max(0, post.commentsCount + by);
    });

/** Until the server answers, the comment's id is the outbox row's id: a screen can tell it is pending. */
const commentKind = defineOutboxKind('comment', {
  context: v.object({ postId: v.string(), author: authorSchema }),
  body: v.object({ content: v.string() }),
  answer: newCommentAnswer,
  async apply(row) {
    const { postId, author } = row.context;
    await db.comments.put({ _id: row.id, postId, content: row.body.content, user: author, replies: [], repliesCount: 0, createdAt: row.createdAt });
    await changeCount(postId, 1);
  },
  async rollback(row) {
    // After a sign-out the pending comment (and the count it raised) may be gone already: undo only what is there.
    if (!(await db.comments.get(row.id))) return;
    await db.comments.delete(row.id);
    await changeCount(row.context.postId, -1);
  },
  describe: (row) => ({ subject: { type: 'post', id: row.context.postId }, text: row.body.content }),
  postCounts: (row) => ({ postId: row.context.postId, comments: 1 }),
  async reconcile(row, { comment }) {
    await db.comments.delete(row.id);
    await db.comments.put({ ...comment, postId: row.context.postId });
  },
});

export const addComment = (postId: string, content: string, author: UserSummary) =>
  commentKind.queue({
    userId: author._id,
    method: 'POST',
    path: paths.comments(postId),
    body: { content },
    context: { postId, ...authorContext(author) },
    orderKey: `post:${postId}`,
  });
