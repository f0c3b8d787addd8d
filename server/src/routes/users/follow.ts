import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idParams, idempotencyHeaders } from '#contract/schemas/common.ts';
import { ownUserAnswer } from '#contract/schemas/responses/users.ts';
import { answers, replayErrors } from '../../http/answers.ts';
import * as follows from '../../repositories/follows.ts';
import { userSummary } from '../../views/users.ts';
import { runMutation } from '../../http/mutation.ts';
import { authorize, policies } from '../../services/policies.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404, ownUser } from '../../services/users.ts';
import { createNotification } from '../../services/notifications.ts';
import { refuseIfBlocked } from '../../services/blocking.ts';

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
      return runMutation(request, reply, async (tx) => {
        await getUserOr404(tx, targetId);
        await refuseIfBlocked(tx, caller.id, targetId);
        const notification = (await follows.add(tx, caller.id, targetId))
          ? await createNotification(tx, { recipientId: targetId, from: userSummary(caller), type: 'follow', dedupeKey: 'follow' })
          : null;
        return {
          status: 200,
          body: ownUser(await getUserOr404(tx, caller.id), app.config),
          afterCommit: () => notification && bus.emit('notification', targetId, notification),
        };
      });
    },
  );

  app.put<IdRequest>(
    paths.unfollow(':id'),
    { schema: followSchema('Stop following a user; answers the caller with the new counts') },
    async (request, reply) => {
      const caller = requireUser(request);
      const targetId = request.params.id;
      return runMutation(request, reply, async (tx) => {
        await getUserOr404(tx, targetId);
        await follows.remove(tx, caller.id, targetId);
        return { status: 200, body: ownUser(await getUserOr404(tx, caller.id), app.config) };
      });
    },
  );
}
