import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { petAnswer, petPage } from '#contract/schemas/responses/pets.ts';
import { answers } from '../../http/answers.ts';
import * as pets from '../../repositories/pets.ts';
import { takePage } from '../../http/pagination.ts';
import { getPetOr404, petDetail } from '../../services/pets.ts';
import { petView } from '../../views/pets.ts';
import { hideIfBlocked } from '../../services/blocking.ts';
import { messages as m } from '#contract/messages.ts';

export async function petReadRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: { id: string }; Querystring: PaginationQuery }>(
    paths.userPets(':id'),
    {
      schema: { summary: "A user's pets", tags: ['pets'], params: idParams, querystring: paginationQuery, response: answers({ 200: petPage }, 404) },
    },
    async (request, reply) => {
      await hideIfBlocked(db, request.user?.id ?? null, request.params.id, m.userNotFound);
      const rows = await pets.listOfUser(db, request.params.id, request.query);
      return takePage(rows, request.query.limit, reply).map(petView);
    },
  );

  app.get<{ Params: { id: string } }>(
    paths.pet(':id'),
    { schema: { summary: 'A pet', tags: ['pets'], params: idParams, response: answers({ 200: petAnswer }, 404) } },
    async (request) => {
      const pet = await getPetOr404(db, request.params.id);
      await hideIfBlocked(db, request.user?.id ?? null, pet.userId, m.petNotFound);
      return petDetail(db, pet);
    },
  );
}
