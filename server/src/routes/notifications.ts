import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams, idempotencyHeaders } from '#contract/schemas/common.ts';
import { notificationAnswer, notificationPage, readAllAnswer, unreadCountAnswer } from '#contract/schemas/responses/social.ts';
import { answers, replayErrors } from '../http/answers.ts';
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
    {
      schema: {
        summary: "The caller's notifications",
        tags: ['notifications'],
        querystring: notificationsQuery,
        response: answers({ 200: notificationPage }, 404),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { userId, limit } = request.query;
      authorize(policies.notification.list(caller, userId));
      const rows = await notifications.listOfUser(db, caller.id, request.query);
      return takePage(rows, limit, reply).map(({ row, readAll, from }) =>
        notificationView({ ...row, isRead: row.isRead || readAll }, userSummary(from)),
      );
    },
  );

  app.get(
    paths.notificationsUnreadCount,
    {
      schema: {
        summary: "How many of the caller's notifications are unread, up to 100 (100 means 100 or more)",
        tags: ['notifications'],
        response: answers({ 200: unreadCountAnswer }),
      },
    },
    async (request) => ({ unread: await notifications.unreadCount(db, requireUser(request).id) }),
  );

  const readAllSchema = {
    summary: "Mark all the caller's notifications read",
    tags: ['notifications'],
    headers: idempotencyHeaders,
    response: answers({ 200: readAllAnswer }, replayErrors),
  };
  app.patch(paths.notificationsReadAll, { schema: readAllSchema }, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => {
      const updated = await notifications.unreadCount(tx, caller.id);
      await notifications.markAllRead(tx, caller.id);
      return { status: 200, body: { updated } };
    });
  });

  app.patch<{ Params: { id: string } }>(
    paths.notificationRead(':id'),
    {
      schema: {
        summary: 'Mark a notification read',
        tags: ['notifications'],
        params: idParams,
        headers: idempotencyHeaders,
        response: answers({ 200: notificationAnswer }, 404, replayErrors),
      },
    },
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
