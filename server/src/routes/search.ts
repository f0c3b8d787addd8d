import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { postSearchQuery, type PostSearchQuery } from '#contract/schemas/search.ts';
import { postPage } from '#contract/schemas/responses/posts.ts';
import { answers } from '../http/answers.ts';
import { takePage } from '../http/pagination.ts';
import { searchRecords } from '../repositories/post-search.ts';
import { postPageJson } from '../views/posts.ts';

const asIs = (payload: unknown) => payload as string;

/** Finding posts by the words of their title and body. */
export async function searchRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: PostSearchQuery }>(
    paths.searchPosts,
    {
      schema: {
        summary: 'Posts whose title or body holds the words, best match first',
        tags: ['search'],
        querystring: postSearchQuery,
        response: answers({ 200: postPage }),
      },
    },
    async (request, reply) => {
      const { q, ...page } = request.query;
      const rows = await searchRecords(db, q, page, request.user?.id ?? null);
      const json = postPageJson(takePage(rows, page.limit, reply));
      return reply.type('application/json; charset=utf-8').serializer(asIs).send(json);
    },
  );
}
