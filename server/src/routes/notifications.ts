import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams } from '#contract/schemas/common.ts';
import { notificationsQuery } from '#contract/schemas/social.ts';
import * as notifications from '../repositories/notifications.ts';
import { runMutation } from '../http/mutation.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { authorize, policies } from '../services/policies.ts';
import { summaryOf } from '../services/users.ts';
import { notificationView } from '../views/notifications.ts';
import { userSummary } from '../views/users.ts';

/** Only the caller's own notifications exist for them: anyone else's answers 404. */
export async function notificationsRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: v.InferOutput<typeof notificationsQuery> }>(
    paths.notifications,
    { schema: { querystring: notificationsQuery } },
    async (request, reply) => {
      const caller = requireUser(request);
      const { userId, limit } = request.query;
      authorize(policies.notification.list(caller, userId));
      const rows = await notifications.listOfUser(db, caller.id, request.query);
      return takePage(rows, limit, reply).map(({ row, from }) => notificationView(row, userSummary(from)));
    },
  );

  app.patch(paths.notificationsReadAll, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => ({ status: 200, body: { updated: await notifications.markAllRead(tx, caller.id) } }));
  });

  app.patch<{ Params: { id: string } }>(
    paths.notificationRead(':id'),
    { schema: { params: idParams } },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        authorize(policies.notification.markRead(caller, await notifications.find(tx, request.params.id, 'update')));
        const row = await notifications.markRead(tx, request.params.id);
        return { status: 200, body: notificationView(row, await summaryOf(tx, row.fromUserId)) };
      });
    },
  );
}
