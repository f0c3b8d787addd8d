import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { usersQuery } from '#contract/schemas/users.ts';
import { followRelationsAnswer, publicUserAnswer, publicUserPage } from '#contract/schemas/responses/users.ts';
import { answers } from '../../http/answers.ts';
import * as follows from '../../repositories/follows.ts';
import * as users from '../../repositories/users.ts';
import { takePage } from '../../http/pagination.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404, publicUser, publicUsers } from '../../services/users.ts';

type ListRequest = { Params: { id: string }; Querystring: PaginationQuery };

export async function directoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: v.InferOutput<typeof usersQuery> }>(
    paths.users,
    { schema: { summary: 'Find users by username or name', tags: ['users'], querystring: usersQuery, response: answers({ 200: publicUserPage }) } },
    async (request, reply) => {
      const rows = await users.search(db, request.query.q, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply), request.user?.id ?? null);
    },
  );

  app.get(
    paths.followRelations,
    { schema: { summary: 'Whom the caller follows and who follows the caller', tags: ['users'], response: answers({ 200: followRelationsAnswer }) } },
    async (request) => {
    const caller = requireUser(request);
    const [followingIds, followerIds] = await Promise.all([follows.followeeIds(db, caller.id), follows.followerIds(db, caller.id)]);
    const load = async (ids: string[]) => publicUsers(db, await users.listByIds(db, ids), caller.id);
    const [following, followers] = await Promise.all([load(followingIds), load(followerIds)]);
    return { following, followers };
  });

  const listSchema = (summary: string) => ({
    summary,
    tags: ['users'],
    params: idParams,
    querystring: paginationQuery,
    response: answers({ 200: publicUserPage }, 404),
  });
  const relationPage = (list: typeof follows.followersPage) =>
    async (request: FastifyRequest<ListRequest>, reply: FastifyReply) => {
      await getUserOr404(db, request.params.id);
      const rows = await list(db, request.params.id, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply), request.user?.id ?? null);
    };
  app.get<ListRequest>(paths.userFollowers(':id'), { schema: listSchema("A user's followers") }, relationPage(follows.followersPage));
  app.get<ListRequest>(paths.userFollowing(':id'), { schema: listSchema('Whom a user follows') }, relationPage(follows.followingPage));

  app.get<{ Params: { id: string } }>(paths.user(':id'), { schema: { summary: 'A user', tags: ['users'], params: idParams, response: answers({ 200: publicUserAnswer }, 404) } }, async (request) =>
    publicUser(db, await getUserOr404(db, request.params.id), request.user?.id ?? null),
  );
}
