import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '../../../src/contract/paths.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { messagesQuery, sendMessageSchema } from '../../../src/contract/schemas/social.ts';
import { messages } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { runMutation } from '../http/mutation.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { getUserOr404 } from '../services/users.ts';
import { createNotification } from '../services/notifications.ts';
import { areMutualFollowers, conversationOf, messageView } from '../services/messages.ts';

export async function messagesRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;

  app.post<{ Body: v.InferOutput<typeof sendMessageSchema> }>(
    paths.addMessage,
    { schema: { body: sendMessageSchema } },
    async (request, reply) => {
      const caller = requireUser(request);
      const { content, receiver, sender } = request.body;
      if (sender !== undefined && sender !== caller.id) throw forbidden();
      if (receiver === caller.id) throw badRequest(m.cannotMessageSelf);
      return runMutation(request, reply, async (tx) => {
        // Checked at send time, so unfollowing ends the chat at once (issue 5).
        if (!(await areMutualFollowers(tx, caller.id, receiver))) {
          await getUserOr404(tx, receiver);
          throw forbidden(m.notMutualFollowers);
        }
        const [row] = await tx
          .insert(messages)
          .values({ id: newId(), senderId: caller.id, receiverId: receiver, conversation: conversationOf(caller.id, receiver), content })
          .returning();
        const message = messageView(row!);
        const notification = await createNotification(tx, { recipientId: receiver, fromUserId: caller.id, type: 'message' });
        return {
          status: 201,
          body: message,
          afterCommit: () => {
            bus.emit('message', message);
            if (notification) bus.emit('notification', receiver, notification);
          },
        };
      });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof messagesQuery> }>(
    paths.messages,
    { schema: { querystring: messagesQuery } },
    async (request, reply) => {
      const caller = requireUser(request);
      const { sender, receiver, limit, before } = request.query;
      if (sender !== caller.id && receiver !== caller.id) throw notFound(m.conversationNotFound);
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversation, conversationOf(sender, receiver)), before ? lt(messages.id, before) : undefined))
        .orderBy(desc(messages.id))
        .limit(limit + 1);
      // Pages walk back in time, but each page reads top to bottom like the chat (API.md).
      return takePage(rows, limit, reply).reverse().map(messageView);
    },
  );
}
