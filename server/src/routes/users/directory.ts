import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { idParams } from '#contract/schemas/common.ts';
import { usersQuery } from '#contract/schemas/users.ts';
import * as follows from '../../repositories/follows.ts';
import * as users from '../../repositories/users.ts';
import { takePage } from '../../http/pagination.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404, publicUser, publicUsers } from '../../services/users.ts';

export async function directoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: v.InferOutput<typeof usersQuery> }>(
    paths.users,
    { schema: { querystring: usersQuery } },
    async (request, reply) => {
      const rows = await users.search(db, request.query.q, request.query);
      return publicUsers(db, takePage(rows, request.query.limit, reply));
    },
  );

  app.get(paths.followRelations, async (request) => {
    const caller = requireUser(request);
    const [followingIds, followerIds] = await Promise.all([follows.followeeIds(db, caller.id), follows.followerIds(db, caller.id)]);
    const load = async (ids: string[]) => publicUsers(db, await users.listByIds(db, ids));
    const [following, followers] = await Promise.all([load(followingIds), load(followerIds)]);
    return { following, followers };
  });

  app.get<{ Params: { id: string } }>(paths.user(':id'), { schema: { params: idParams } }, async (request) =>
    publicUser(db, await getUserOr404(db, request.params.id)),
  );
}
