import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { messagesQuery, sendMessageSchema } from '#contract/schemas/social.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { conversationPage, messageEntityAnswer } from '#contract/schemas/responses/social.ts';
import { answers, bodyErrors, replayErrors } from '../http/answers.ts';
import { userSummary } from '../views/users.ts';
import * as messages from '../repositories/messages.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { authorize, policies } from '../services/policies.ts';
import { notFound } from '../http/errors.ts';
import { runStatementMutation } from '../http/statement-mutation.ts';
import type { Message } from '#contract/entities.ts';
import { sendMessage } from '../services/messages.ts';
import { messageView } from '../views/messages.ts';
import { hideIfBlocked, refuseByStanding } from '../services/blocking.ts';

export async function messagesRoutes(app: FastifyInstance) {
  const { db, bus } = app;

  app.post<{ Body: v.InferOutput<typeof sendMessageSchema> }>(
    paths.addMessage,
    {
      schema: {
        summary: 'Send a message to a mutual follower',
        tags: ['messages'],
        body: sendMessageSchema,
        headers: idempotencyHeaders,
        response: answers({ 201: messageEntityAnswer }, 403, 404, bodyErrors, replayErrors),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { content, receiver, sender } = request.body;
      authorize(policies.actAs(caller, sender));
      authorize(policies.message.address(caller, receiver));
      return runStatementMutation(
        request,
        reply,
        (db, key) => sendMessage(db, key, userSummary(caller), receiver, content),
        (sent) => {
          if (!sent.found) throw notFound(m.userNotFound);
          refuseByStanding(sent);
          authorize(policies.message.send(sent.mutual));
          const message = sent.answer as Message;
          const { notification } = sent;
          return {
            status: 201,
            body: message,
            afterCommit: () => {
              bus.emit('message', message);
              if (notification) bus.emit('notification', receiver, notification, sent.claimedPush);
            },
          };
        },
      );
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof messagesQuery> }>(
    paths.messages,
    {
      schema: {
        summary: 'A conversation, a page at a time (each page oldest first)',
        tags: ['messages'],
        querystring: messagesQuery,
        response: answers({ 200: conversationPage }, 404),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { sender, receiver, limit } = request.query;
      authorize(policies.conversation.read(caller, sender, receiver));
      await hideIfBlocked(db, caller.id, sender === caller.id ? receiver : sender, m.conversationNotFound);
      const rows = await messages.listBetween(db, sender, receiver, request.query);
      // Pages walk back in time, but each page reads top to bottom like the chat.
      return takePage(rows, limit, reply).reverse().map(messageView);
    },
  );
}
