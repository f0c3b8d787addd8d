import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { countriesQuery, countryParams } from '#contract/schemas/users.ts';
import { citiesAnswer, countriesAnswer } from '#contract/schemas/responses/users.ts';
import { answers } from '../http/answers.ts';
import { listCities, listCountries } from '../services/locations.ts';
import { notFound } from '../http/errors.ts';

const cacheable = 'public, max-age=86400, stale-while-revalidate=604800';

export async function locationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: v.InferOutput<typeof countriesQuery> }>(
    paths.countries,
    {
      schema: {
        summary: 'Countries, named in English or Arabic',
        tags: ['location'],
        querystring: countriesQuery,
        response: answers({ 200: countriesAnswer }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheable).header('vary', 'accept-encoding');
      return listCountries(request.query.lang);
    },
  );

  /**
   * A code that is not a country's, well formed or not, is an unknown country:
   * 404, not 400. So the params are checked here: the schema documents them,
   * and attachValidation keeps a refusal from answering 400.
   */
  const citiesSchema = {
    summary: "A country's city names",
    tags: ['location'],
    params: v.object({ iso2: v.pipe(v.string(), v.description('ISO 3166-1 alpha-2 code')) }),
    response: answers({ 200: citiesAnswer }, 404),
  };
  app.get<{ Params: { iso2: string } }>(paths.cities(':iso2'), { schema: citiesSchema, attachValidation: true }, async (request, reply) => {
    const params = v.safeParse(countryParams, request.params);
    const cities = params.success ? listCities(params.output.iso2) : null;
    if (!cities) throw notFound(m.countryNotFound);
    reply.header('cache-control', cacheable);
    return cities;
  });
}
