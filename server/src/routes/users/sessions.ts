import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { idParams } from '#contract/schemas/common.ts';
import { noContent } from '#contract/schemas/responses/common.ts';
import { accountSessionsAnswer } from '#contract/schemas/responses/account.ts';
import { answers } from '../../http/answers.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as sessions from '../../repositories/sessions.ts';

/** The devices signed in to the caller's account, and signing one of them out. */
export async function sessionRoutes(app: FastifyInstance) {
  const { db, bus } = app;

  app.get(
    paths.sessions,
    {
      schema: {
        summary: 'The signed-in devices of the caller, the most recently used first',
        tags: ['users'],
        response: answers({ 200: accountSessionsAnswer }),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const rows = await sessions.listOfUser(db, caller.id);
      return rows.map((row) => ({
        id: row.id,
        current: row.id === caller.sessionId,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        userAgent: row.userAgent,
      }));
    },
  );

  app.delete<{ Params: { id: string } }>(
    paths.session(':id'),
    {
      schema: {
        summary: "Sign out one of the caller's devices: its token, sockets and push subscriptions stop",
        tags: ['users'],
        params: idParams,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      if (!(await sessions.removeOwn(db, caller.id, request.params.id))) throw notFound(m.sessionNotFound);
      bus.emit('sessions-revoked', [request.params.id]);
      return reply.code(204).send();
    },
  );
}
