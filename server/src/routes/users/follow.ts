import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idParams, idempotencyHeaders } from '#contract/schemas/common.ts';
import { ownUserAnswer } from '#contract/schemas/responses/users.ts';
import { answers, replayErrors } from '../../http/answers.ts';
import { changeFollow } from '../../services/follows.ts';
import { userSummary } from '../../views/users.ts';
import { runStatementMutation } from '../../http/statement-mutation.ts';
import { notFound } from '../../http/errors.ts';
import { messages as m } from '#contract/messages.ts';
import { authorize, policies } from '../../services/policies.ts';
import { requireUser } from '../../plugins/auth.ts';
import { refuseByStanding } from '../../services/blocking.ts';

type IdRequest = { Params: { id: string } };

const followSchema = (summary: string) => ({
  summary,
  tags: ['users'],
  params: idParams,
  headers: idempotencyHeaders,
  response: answers({ 200: ownUserAnswer }, 403, 404, replayErrors),
});

/** Follow and unfollow answer the caller's own user, as clients replace their stored user with it. */
export async function followRoutes(app: FastifyInstance) {
  const { bus } = app;

  app.put<IdRequest>(
    paths.follow(':id'),
    { schema: followSchema('Follow a user; answers the caller with the new counts') },
    async (request, reply) => {
      const caller = requireUser(request);
      const targetId = request.params.id;
      authorize(policies.follow.create(caller, targetId));
      return runStatementMutation(
        request,
        reply,
        (db, key) => changeFollow(db, key, userSummary(caller), targetId, 1, app.config),
        (followed) => {
          if (!followed.found) throw notFound(m.userNotFound);
          refuseByStanding(followed);
          const { notification, claimedPush } = followed;
          return {
            status: 200,
            body: followed.answer,
            afterCommit: () => notification && bus.emit('notification', targetId, notification, claimedPush),
          };
        },
      );
    },
  );

  app.put<IdRequest>(
    paths.unfollow(':id'),
    { schema: followSchema('Stop following a user; answers the caller with the new counts') },
    async (request, reply) => {
      const caller = requireUser(request);
      return runStatementMutation(
        request,
        reply,
        (db, key) => changeFollow(db, key, userSummary(caller), request.params.id, -1, app.config),
        (unfollowed) => {
          if (!unfollowed.found) throw notFound(m.userNotFound);
          return { status: 200, body: unfollowed.answer };
        },
      );
    },
  );
}
