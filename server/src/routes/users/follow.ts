import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../src/contract/paths.ts';
import { messages as m } from '../../../../src/contract/messages.ts';
import { idParams } from '../../../../src/contract/schemas/common.ts';
import { follows } from '../../db/schema.ts';
import { runMutation } from '../../http/mutation.ts';
import { badRequest } from '../../http/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404 } from '../../services/users.ts';
import { createNotification } from '../../services/notifications.ts';
import { ownUser } from '../../views/users.ts';

type IdRequest = { Params: { id: string } };

/** Follow and unfollow answer the caller's own user, as the spec's client replaces its stored user with it. */
export async function followRoutes(app: FastifyInstance) {
  const { bus } = app.ctx;

  app.put<IdRequest>(paths.follow(':id'), { schema: { params: idParams } }, async (request, reply) => {
    const caller = requireUser(request);
    const targetId = request.params.id;
    if (targetId === caller.id) throw badRequest(m.cannotFollowSelf);
    return runMutation(request, reply, async (tx) => {
      await getUserOr404(tx, targetId);
      const inserted = await tx
        .insert(follows)
        .values({ followerId: caller.id, followeeId: targetId })
        .onConflictDoNothing()
        .returning();
      const notification =
        inserted.length > 0
          ? await createNotification(tx, { recipientId: targetId, fromUserId: caller.id, type: 'follow', dedupeKey: 'follow' })
          : null;
      return {
        status: 200,
        body: await ownUser(tx, await getUserOr404(tx, caller.id)),
        afterCommit: () => notification && bus.emit('notification', targetId, notification),
      };
    });
  });

  app.put<IdRequest>(paths.unfollow(':id'), { schema: { params: idParams } }, async (request, reply) => {
    const caller = requireUser(request);
    const targetId = request.params.id;
    return runMutation(request, reply, async (tx) => {
      await getUserOr404(tx, targetId);
      await tx.delete(follows).where(and(eq(follows.followerId, caller.id), eq(follows.followeeId, targetId)));
      return { status: 200, body: await ownUser(tx, await getUserOr404(tx, caller.id)) };
    });
  });
}
