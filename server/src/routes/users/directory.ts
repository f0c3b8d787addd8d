import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { usersQuery } from '#contract/schemas/users.ts';
import { publicUserAnswer, publicUserPage } from '#contract/schemas/responses/users.ts';
import { answers } from '../../http/answers.ts';
import * as follows from '../../repositories/follows.ts';
import * as users from '../../repositories/users.ts';
import { takePage } from '../../http/pagination.ts';
import { requireUser } from '../../plugins/auth.ts';
import { publicUser, publicUsers } from '../../services/users.ts';
import { getVisibleUserOr404 } from '../../services/blocking.ts';

type ListRequest = { Params: { id: string }; Querystring: PaginationQuery };

export async function directoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: v.InferOutput<typeof usersQuery> }>(
    paths.users,
    { schema: { summary: 'Find users by username or name', tags: ['users'], querystring: usersQuery, response: answers({ 200: publicUserPage }) } },
    async (request, reply) => {
      const rows = await users.search(db, request.query.q, request.query, request.user?.id ?? null);
      return publicUsers(db, takePage(rows, request.query.limit, reply), request.user?.id ?? null);
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof usersQuery> }>(
    paths.mutuals,
    {
      schema: {
        summary: 'The users the caller follows who follow the caller back (whom the caller may message), paged; `q` filters by username or name',
        tags: ['users'],
        querystring: usersQuery,
        response: answers({ 200: publicUserPage }, 401),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const rows = await follows.mutualsPage(db, caller.id, request.query.q, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply), caller.id);
    },
  );

  const listSchema = (summary: string) => ({
    summary,
    tags: ['users'],
    params: idParams,
    querystring: paginationQuery,
    response: answers({ 200: publicUserPage }, 404),
  });
  const relationPage = (list: typeof follows.followersPage) => async (request: FastifyRequest<ListRequest>, reply: FastifyReply) => {
    const viewerId = request.user?.id ?? null;
    await getVisibleUserOr404(db, request.params.id, viewerId);
    const rows = await list(db, request.params.id, request.query, viewerId);
    return publicUsers(db, takePage(rows, request.query.limit, reply), viewerId);
  };
  app.get<ListRequest>(paths.userFollowers(':id'), { schema: listSchema("A user's followers") }, relationPage(follows.followersPage));
  app.get<ListRequest>(paths.userFollowing(':id'), { schema: listSchema('Whom a user follows') }, relationPage(follows.followingPage));

  app.get<{ Params: { id: string } }>(
    paths.user(':id'),
    { schema: { summary: 'A user', tags: ['users'], params: idParams, response: answers({ 200: publicUserAnswer }, 404) } },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      return publicUser(db, await getVisibleUserOr404(db, request.params.id, viewerId), viewerId);
    },
  );
}
