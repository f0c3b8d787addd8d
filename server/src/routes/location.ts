import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/contract/paths.ts';
import { countriesQuery, countryParams } from '../../../src/contract/schemas/users.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { listCities, listCountries } from '../services/locations.ts';
import { notFound } from '../http/errors.ts';

const cacheable = 'public, max-age=86400, stale-while-revalidate=604800';

export async function locationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { lang?: string } }>(paths.countries, { schema: { querystring: countriesQuery } }, async (request, reply) => {
    reply.header('cache-control', cacheable).header('vary', 'accept-encoding');
    return listCountries(request.query.lang);
  });

  app.get<{ Params: { iso2: string } }>(paths.cities(':iso2'), { schema: { params: countryParams } }, async (request, reply) => {
    const cities = listCities(request.params.iso2);
    if (!cities) throw notFound(m.countryNotFound);
    reply.header('cache-control', cacheable);
    return cities;
  });
}
