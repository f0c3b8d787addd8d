import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { exploreAnswer } from '#contract/schemas/responses/tags.ts';
import { exploreQuery, type ExploreQuery } from '#contract/schemas/tags.ts';
import { answers } from '../http/answers.ts';
import { mostLikedPets, mostLikedPosts, trendingTags } from '../repositories/explore.ts';
import { petView } from '../views/pets.ts';
import { postPageJson } from '../views/posts.ts';

const asIs = (payload: unknown) => payload as string;
const windowHours = { day: 24, week: 7 * 24 };

/** Explore: trending tags and the most liked posts and pets of the last day or week, from the hourly counters. */
export async function exploreRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Querystring: ExploreQuery }>(
    paths.explore,
    {
      schema: {
        summary: 'Trending hashtags and the most liked posts and pets of the last day or week',
        tags: ['tags'],
        querystring: exploreQuery,
        response: answers({ 200: exploreAnswer }),
      },
    },
    async (request, reply) => {
      const hours = windowHours[request.query.window];
      const viewerId = request.user?.id ?? null;
      const [tags, posts, pets] = await Promise.all([
        trendingTags(db, hours),
        mostLikedPosts(db, hours, viewerId),
        mostLikedPets(db, hours, viewerId),
      ]);
      const json = `{"tags":${JSON.stringify(tags)},"posts":${postPageJson(posts)},"pets":${JSON.stringify(pets.map(petView))}}`;
      return reply.type('application/json; charset=utf-8').serializer(asIs).send(json);
    },
  );
}
