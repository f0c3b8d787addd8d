import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { idParams, idempotencyHeaders } from '#contract/schemas/common.ts';
import { newCommentAnswer, newReplyAnswer } from '#contract/schemas/responses/posts.ts';
import { answers, bodyErrors, replayErrors } from '../../http/answers.ts';
import { deleteSchema } from '../../http/route-schemas.ts';
import { commentParams, commentSchema, replySchema } from '#contract/schemas/posts.ts';
import * as comments from '../../repositories/comments.ts';
import { userSummary } from '../../views/users.ts';
import * as posts from '../../repositories/posts.ts';
import { runMutation } from '../../http/mutation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { getPostOr404 } from '../../services/posts.ts';
import { notFound } from '../../http/errors.ts';
import { runStatementMutation } from '../../http/statement-mutation.ts';
import type { Comment, Reply } from '#contract/entities.ts';
import { commentOnPost, getCommentOr404 } from '../../services/comments.ts';
import { replyToComment } from '../../services/replies.ts';
import { refuseByStanding } from '../../services/blocking.ts';

type Content = v.InferOutput<typeof commentSchema>;
type CommentIds = { postId: string; commentId: string };

export async function commentRoutes(app: FastifyInstance) {
  const { bus } = app;

  app.post<{ Params: { id: string }; Body: Content }>(
    paths.comments(':id'),
    {
      schema: {
        summary: 'Comment on a post',
        tags: ['posts'],
        params: idParams,
        body: commentSchema,
        headers: idempotencyHeaders,
        response: answers({ 201: newCommentAnswer }, 403, 404, bodyErrors, replayErrors),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const postId = request.params.id;
      return runStatementMutation(
        request,
        reply,
        (db, key) => commentOnPost(db, key, postId, userSummary(caller), request.body.content),
        (made) => {
          const { authorId, commentsCount, notification } = made;
          if (authorId === null) throw notFound(m.postNotFound);
          if (authorId !== caller.id) refuseByStanding(made);
          const answer = made.answer as { comment: Comment };
          return {
            status: 201,
            body: answer,
            afterCommit: () => {
              if (notification) bus.emit('notification', authorId, notification, made.claimedPush);
              bus.emit('post', { kind: 'comment', postId, by: caller.id, comment: answer.comment, commentsCount });
            },
          };
        },
      );
    },
  );

  app.post<{ Params: CommentIds; Body: Content }>(
    paths.replies(':postId', ':commentId'),
    {
      schema: {
        summary: 'Reply to a comment',
        tags: ['posts'],
        params: commentParams,
        body: replySchema,
        headers: idempotencyHeaders,
        response: answers({ 201: newReplyAnswer }, 403, 404, bodyErrors, replayErrors),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { postId, commentId } = request.params;
      return runStatementMutation(
        request,
        reply,
        (db, key) => replyToComment(db, key, postId, commentId, userSummary(caller), request.body.content),
        (made) => {
          if (made.postId === null) throw notFound(m.postNotFound);
          if (made.commentId === null) throw notFound(m.commentNotFound);
          refuseByStanding(made);
          const { notification, claimedPush, commentAuthorId } = made;
          const view = (made.answer as { reply: Reply }).reply;
          return {
            status: 201,
            body: made.answer,
            afterCommit: () => {
              if (notification) bus.emit('notification', commentAuthorId, notification, claimedPush);
              bus.emit('post', { kind: 'reply', postId, by: caller.id, commentId, reply: view });
            },
          };
        },
      );
    },
  );

  /** By the comment's author or the post's author; its replies go with it. */
  app.delete<{ Params: CommentIds }>(
    paths.comment(':postId', ':commentId'),
    { schema: deleteSchema("Delete a comment and its replies (by its author or the post's)", 'posts', commentParams) },
    async (request, reply) => {
      const caller = requireUser(request);
      const { postId, commentId } = request.params;
      return runMutation(request, reply, async (tx) => {
        const post = await getPostOr404(tx, postId, 'key share');
        const comment = await getCommentOr404(tx, postId, commentId, 'update');
        authorize(policies.comment.delete(caller, comment, post));
        await comments.remove(tx, comment.id);
        const commentsCount = await posts.moveCommentsCount(tx, post.id, -1);
        return {
          status: 200,
          body: { message: m.commentDeleted },
          afterCommit: () => {
            bus.emit('post', { kind: 'comment-removed', postId: post.id, by: caller.id, commentId: comment.id, commentsCount });
          },
        };
      });
    },
  );
}
