import type { FastifyInstance } from 'fastify';
import { paths } from '../../../src/contract/paths.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { listCities, listCountries } from '../services/locations.ts';
import { notFound } from '../http/errors.ts';

const cacheable = 'public, max-age=86400, stale-while-revalidate=604800';
const iso2Pattern = /^[A-Za-z]{2}$/;

/** Any `lang` other than `ar` means English; any code that is not a known country is 404 (API.md), not a 400. */
export async function locationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { lang?: unknown } }>(paths.countries, async (request, reply) => {
    reply.header('cache-control', cacheable).header('vary', 'accept-encoding');
    return listCountries(request.query.lang === 'ar' ? 'ar' : 'en');
  });

  app.get<{ Params: { iso2: string } }>(paths.cities(':iso2'), async (request, reply) => {
    const code = request.params.iso2;
    const cities = iso2Pattern.test(code) ? listCities(code.toUpperCase()) : null;
    if (!cities) throw notFound(m.countryNotFound);
    reply.header('cache-control', cacheable);
    return cities;
  });
}
