import { and, desc, eq, ilike, inArray, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '../../../../src/contract/paths.ts';
import { idParams } from '../../../../src/contract/schemas/common.ts';
import { usersQuery } from '../../../../src/contract/schemas/users.ts';
import { follows, users } from '../../db/schema.ts';
import { containsPattern, takePage } from '../../http/pagination.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404 } from '../../services/users.ts';
import { publicUser, publicUsers } from '../../views/users.ts';

export async function directoryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<{ Querystring: v.InferOutput<typeof usersQuery> }>(
    paths.users,
    { schema: { querystring: usersQuery } },
    async (request, reply) => {
      const { q, limit, before } = request.query;
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            q ? or(ilike(users.username, containsPattern(q)), ilike(users.fullName, containsPattern(q))) : undefined,
            before ? lt(users.id, before) : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(limit + 1);
      return publicUsers(db, takePage(rows, limit, reply));
    },
  );

  app.get(paths.followRelations, async (request) => {
    const caller = requireUser(request);
    const [followingRows, followerRows] = await Promise.all([
      db.select({ id: follows.followeeId }).from(follows).where(eq(follows.followerId, caller.id)),
      db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, caller.id)),
    ]);
    const load = async (ids: string[]) =>
      ids.length === 0 ? [] : publicUsers(db, await db.select().from(users).where(inArray(users.id, ids)).orderBy(desc(users.id)));
    const [following, followers] = await Promise.all([
      load(followingRows.map((row) => row.id)),
      load(followerRows.map((row) => row.id)),
    ]);
    return { following, followers };
  });

  app.get<{ Params: { id: string } }>(paths.user(':id'), { schema: { params: idParams } }, async (request) =>
    publicUser(db, await getUserOr404(db, request.params.id)),
  );
}
