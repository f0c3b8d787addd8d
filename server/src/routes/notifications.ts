import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '../../../src/contract/paths.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { idParams } from '../../../src/contract/schemas/common.ts';
import { notificationsQuery } from '../../../src/contract/schemas/social.ts';
import { notifications, users } from '../db/schema.ts';
import { runMutation } from '../http/mutation.ts';
import { notFound } from '../http/errors.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { notificationView } from '../services/notifications.ts';
import { userSummary } from '../views/users.ts';

const sender = { id: users.id, fullName: users.fullName, username: users.username, avatar: users.avatar };

/** Only the caller's own notifications exist for them: anyone else's answers 404 (API.md). */
export async function notificationsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<{ Querystring: v.InferOutput<typeof notificationsQuery> }>(
    paths.notifications,
    { schema: { querystring: notificationsQuery } },
    async (request, reply) => {
      const caller = requireUser(request);
      const { userId, limit, before } = request.query;
      if (userId !== undefined && userId !== caller.id) throw notFound();
      const rows = await db
        .select({ id: notifications.id, row: notifications, from: sender })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.fromUserId))
        .where(and(eq(notifications.userId, caller.id), before ? lt(notifications.id, before) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      return takePage(rows, limit, reply).map(({ row, from }) => notificationView(row, userSummary(from)));
    },
  );

  app.patch(paths.notificationsReadAll, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => {
      const updated = await tx
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, caller.id), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return { status: 200, body: { updated: updated.length } };
    });
  });

  app.patch<{ Params: { id: string } }>(
    paths.notificationRead(':id'),
    { schema: { params: idParams } },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        const [row] = await tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, caller.id)))
          .returning();
        if (!row) throw notFound(m.notificationNotFound);
        const [from] = await tx.select(sender).from(users).where(eq(users.id, row.fromUserId)).limit(1);
        return { status: 200, body: notificationView(row, userSummary(from!)) };
      });
    },
  );
}
