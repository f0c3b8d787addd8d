import type { Reply, UserSummary } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { repliesCountOf } from '../comment-replies.ts';
import { contextOf } from './context.ts';
import { authorContext, authorOf } from './author.ts';

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
defineOutboxKind('reply', {
  apply: (row) =>
    editReplies(contextOf(row, 'commentId'), (replies) => [
      { _id: row.id, content: (row.body as { content: string }).content, user: authorOf(row), createdAt: row.createdAt },
      ...replies,
    ]),
  describe: (row) => ({ subject: { type: 'post', id: contextOf(row, 'postId') }, text: (row.body as { content: string }).content }),
  rollback: (row) => editReplies(contextOf(row, 'commentId'), (replies) => replies.filter((reply) => reply._id !== row.id)),
  reconcile: (row, answer) => {
    const { reply } = answer as { reply: Reply };
    return editReplies(contextOf(row, 'commentId'), (replies) =>
      replies.some((item) => item._id === row.id)
        ? replies.map((item) => (item._id === row.id ? reply : item))
        : [reply, ...replies.filter((item) => item._id !== reply._id)],
    );
  },
});

export const addReply = (postId: string, commentId: string, content: string, author: UserSummary) =>
  queueWrite({
    userId: author._id,
    kind: 'reply',
    method: 'POST',
    path: paths.replies(postId, commentId),
    body: { content },
    context: { postId, commentId, ...authorContext(author) },
    orderKey: `post:${postId}`,
  });
