import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../src/contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '../../../../src/contract/schemas/common.ts';
import { pets } from '../../db/schema.ts';
import { takePage } from '../../http/pagination.ts';
import { getPetOr404, petDetail } from '../../services/pets.ts';
import { petView } from '../../views/pets.ts';

export async function petReadRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<{ Params: { id: string }; Querystring: PaginationQuery }>(
    paths.userPets(':id'),
    { schema: { params: idParams, querystring: paginationQuery } },
    async (request, reply) => {
      const { limit, before } = request.query;
      const rows = await db
        .select()
        .from(pets)
        .where(and(eq(pets.userId, request.params.id), before ? lt(pets.id, before) : undefined))
        .orderBy(desc(pets.id))
        .limit(limit + 1);
      return takePage(rows, limit, reply).map(petView);
    },
  );

  app.get<{ Params: { id: string } }>(paths.pet(':id'), { schema: { params: idParams } }, async (request) =>
    petDetail(db, await getPetOr404(db, request.params.id)),
  );
}
