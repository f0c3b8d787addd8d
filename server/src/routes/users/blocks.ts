import type { FastifyInstance } from 'fastify';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { idParams, idempotencyHeaders, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { messageAnswer } from '#contract/schemas/responses/common.ts';
import { publicUserPage } from '#contract/schemas/responses/users.ts';
import type { Tx } from '../../db/client.ts';
import { answers, replayErrors } from '../../http/answers.ts';
import { runMutation } from '../../http/mutation.ts';
import { takePage } from '../../http/pagination.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as blocks from '../../repositories/blocks.ts';
import * as follows from '../../repositories/follows.ts';
import * as mutes from '../../repositories/mutes.ts';
import type { Page } from '../../repositories/rows.ts';
import type { UserRow } from '../../repositories/users.ts';
import { authorize, policies, type Verdict } from '../../services/policies.ts';
import { getUserOr404, publicUsers } from '../../services/users.ts';

type IdRequest = { Params: { id: string } };

const changeSchema = (summary: string) => ({
  summary,
  tags: ['safety'],
  params: idParams,
  headers: idempotencyHeaders,
  response: answers({ 200: messageAnswer }, 404, replayErrors),
});

const listSchema = (summary: string) => ({
  summary,
  tags: ['safety'],
  querystring: paginationQuery,
  response: answers({ 200: publicUserPage }, 401),
});

interface Change {
  path: (id: string) => string;
  summary: string;
  /** Refuses a target that makes no sense (oneself). */
  allowed: (caller: { id: string }, targetId: string) => Verdict;
  apply: (tx: Tx, callerId: string, targetId: string) => Promise<unknown>;
  answer: string;
}

/** Blocking ends the follows between the two, both ways (with the counts); repeats change nothing. */
const changes: Change[] = [
  {
    path: paths.block,
    summary: 'Block a user: follows between the two end, and neither sees or reaches the other',
    allowed: policies.block.create,
    apply: async (tx, callerId, targetId) => {
      await blocks.add(tx, callerId, targetId);
      await follows.remove(tx, callerId, targetId);
      await follows.remove(tx, targetId, callerId);
    },
    answer: m.userBlocked,
  },
  { path: paths.unblock, summary: 'Unblock a user', allowed: () => true, apply: blocks.remove, answer: m.userUnblocked },
  {
    path: paths.mute,
    summary: "Mute a user: their posts leave the caller's feed and their actions stop notifying the caller",
    allowed: policies.mute.create,
    apply: mutes.add,
    answer: m.userMuted,
  },
  { path: paths.unmute, summary: 'Unmute a user', allowed: () => true, apply: mutes.remove, answer: m.userUnmuted },
];

const lists: { path: string; summary: string; read: (db: FastifyInstance['db'], userId: string, page: Page) => Promise<UserRow[]> }[] = [
  { path: paths.blocks, summary: 'The users the caller blocks, paged', read: blocks.blockedPage },
  { path: paths.mutes, summary: 'The users the caller mutes, paged', read: mutes.mutedPage },
];

export async function blockRoutes(app: FastifyInstance) {
  const { db } = app;

  for (const change of changes) {
    app.put<IdRequest>(change.path(':id'), { schema: changeSchema(change.summary) }, async (request, reply) => {
      const caller = requireUser(request);
      const targetId = request.params.id;
      authorize(change.allowed(caller, targetId));
      return runMutation(request, reply, async (tx) => {
        await getUserOr404(tx, targetId);
        await change.apply(tx, caller.id, targetId);
        return { status: 200, body: { message: change.answer } };
      });
    });
  }

  for (const list of lists) {
    app.get<{ Querystring: PaginationQuery }>(list.path, { schema: listSchema(list.summary) }, async (request, reply) => {
      const caller = requireUser(request);
      const rows = await list.read(db, caller.id, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply), caller.id);
    });
  }
}
