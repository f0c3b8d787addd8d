import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { usersQuery } from '#contract/schemas/users.ts';
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
    { schema: { querystring: usersQuery } },
    async (request, reply) => {
      const rows = await users.search(db, request.query.q, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply), request.user?.id ?? null);
    },
  );

  app.get(paths.followRelations, async (request) => {
    const caller = requireUser(request);
    const [followingIds, followerIds] = await Promise.all([follows.followeeIds(db, caller.id), follows.followerIds(db, caller.id)]);
    const load = async (ids: string[]) => publicUsers(db, await users.listByIds(db, ids), caller.id);
    const [following, followers] = await Promise.all([load(followingIds), load(followerIds)]);
    return { following, followers };
  });

  const listSchema = { params: idParams, querystring: paginationQuery };
  const relationPage = (list: typeof follows.followersPage) =>
    async (request: FastifyRequest<ListRequest>, reply: FastifyReply) => {
      await getUserOr404(db, request.params.id);
      const rows = await list(db, request.params.id, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply), request.user?.id ?? null);
    };
  app.get<ListRequest>(paths.userFollowers(':id'), { schema: listSchema }, relationPage(follows.followersPage));
  app.get<ListRequest>(paths.userFollowing(':id'), { schema: listSchema }, relationPage(follows.followingPage));

  app.get<{ Params: { id: string } }>(paths.user(':id'), { schema: { params: idParams } }, async (request) =>
    publicUser(db, await getUserOr404(db, request.params.id), request.user?.id ?? null),
  );
}
