import * as v from 'valibot';
import type { Reply, UserSummary } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { newReplyAnswer } from '@/contract/schemas/responses/posts.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { repliesCountOf } from '../posts/comment-replies.ts';
import { authorContext, authorSchema } from './author.ts';

const editReplies = (commentId: string, edit: (replies: Reply[]) => Reply[]) =>
  db.comments
    .where('_id')
    .equals(commentId)
    .modify((comment) => {
      const replies = edit(comment.replies);
      comment.repliesCount = Math.max(0, repliesCountOf(comment) + replies.length - comment.replies.length);
      comment.replies = replies;
    });

/** A new reply goes first in the list; its id is the outbox row's until the server answers. */
const replyKind = defineOutboxKind('reply', {
  context: v.object({ postId: v.string(), commentId: v.string(), author: authorSchema }),
  body: v.object({ content: v.string() }),
  answer: newReplyAnswer,
  apply: (row) =>
    editReplies(row.context.commentId, (replies) => [
      { _id: row.id, content: row.body.content, user: row.context.author, createdAt: row.createdAt },
      ...replies,
    ]),
  describe: (row) => ({ subject: { type: 'post', id: row.context.postId }, text: row.body.content }),
  rollback: (row) => editReplies(row.context.commentId, (replies) => replies.filter((reply) => reply._id !== row.id)),
  reconcile: (row, { reply }) =>
    editReplies(row.context.commentId, (replies) =>
      replies.some((item) => item._id === row.id)
        ? replies.map((item) => (item._id === row.id ? reply : item))
        : [reply, ...replies.filter((item) => item._id !== reply._id)],
    ),
});

export const addReply = (postId: string, commentId: string, content: string, author: UserSummary) =>
  replyKind.queue({
    userId: author._id,
    method: 'POST',
    path: paths.replies(postId, commentId),
    body: { content },
    context: { postId, commentId, ...authorContext(author) },
    orderKey: `post:${postId}`,
  });
