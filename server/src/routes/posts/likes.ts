import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idParams, idempotencyHeaders } from '#contract/schemas/common.ts';
import { likeAnswer } from '#contract/schemas/responses/posts.ts';
import { answers, replayErrors } from '../../http/answers.ts';
import { userSummary } from '../../views/users.ts';
import { requireUser } from '../../plugins/auth.ts';
import { likePost, unlikePost } from '../../services/likes.ts';
import { refuseByStanding } from '../../services/blocking.ts';
import { notFound } from '../../http/errors.ts';
import { runStatementMutation } from '../../http/statement-mutation.ts';
import { messages as m } from '#contract/messages.ts';

type IdRequest = { Params: { id: string } };

const likeSchema = (summary: string) => ({
  summary,
  tags: ['posts'],
  params: idParams,
  headers: idempotencyHeaders,
  response: answers({ 200: likeAnswer }, 403, 404, replayErrors),
});

/** Like and unlike are idempotent per user: a repeat changes nothing and answers the same. */
export async function likeRoutes(app: FastifyInstance) {
  const { bus } = app;

  app.post<IdRequest>(paths.like(':id'), { schema: likeSchema('Like a post (a repeat changes nothing)') }, async (request, reply) => {
    const caller = requireUser(request);
    return runStatementMutation(
      request,
      reply,
      (db, key) => likePost(db, key, request.params.id, userSummary(caller)),
      (post) => {
        if (post.id === null) throw notFound(m.postNotFound);
        if (post.userId !== caller.id) refuseByStanding(post);
        const { id: postId, likesCount, added, notification } = post;
        return {
          status: 200,
          body: post.answer,
          afterCommit: () => {
            if (notification) bus.emit('notification', post.userId, notification, post.claimedPush);
            if (added) bus.emit('post', { kind: 'likes', postId, by: caller.id, liked: true, likesCount });
          },
        };
      },
    );
  });

  app.post<IdRequest>(paths.unlike(':id'), { schema: likeSchema('Unlike a post (a repeat changes nothing)') }, async (request, reply) => {
    const caller = requireUser(request);
    return runStatementMutation(
      request,
      reply,
      (db, key) => unlikePost(db, key, request.params.id, userSummary(caller)),
      (post) => {
        if (post.id === null) throw notFound(m.postNotFound);
        const { id: postId, likesCount, removed } = post;
        return {
          status: 200,
          body: post.answer,
          afterCommit: () => {
            if (removed) bus.emit('post', { kind: 'likes', postId, by: caller.id, liked: false, likesCount });
          },
        };
      },
    );
  });
}
