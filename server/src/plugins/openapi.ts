import fp from 'fastify-plugin';
import { apiPrefix, paths } from '#contract/paths.ts';
import { openApiDocument, type DocumentedRoute } from '../openapi/document.ts';
import { referencePage } from '../openapi/page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API routes as registered, and the OpenAPI document made from them. */
    openApi: { routes: DocumentedRoute[]; document(): ReturnType<typeof openApiDocument> };
  }
}

/** Outside /api, but part of what the server offers its operators. */
const probes = new Set<string>([paths.livez, paths.readyz]);

/** The contract's version: raised when an answer or a request changes in a way older clients would notice. */
const apiVersion = '1.1.0';

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * Collects every API route (and the health probes) as it is registered, so it must come before the
 * route plugins; serves the OpenAPI document and the reference page made
 * from their schemas, built once on first request.
 */
export const openApiPlugin = fp(
  async (app) => {
    const routes: DocumentedRoute[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(apiPrefix) && !probes.has(route.url)) return;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD twin to every GET.
        if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      }
    });
    // Built on first use, once every route is registered.
    const built = once(() => openApiDocument(routes, apiVersion));
    const json = once(() => JSON.stringify(built()));
    const page = once(() => referencePage(built()));
    app.decorate('openApi', { routes, document: built });

    app.get(paths.openApi, { schema: { summary: 'This document (OpenAPI 3.1)', tags: ['reference'] } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(json()),
    );
    app.get(paths.apiReference, { schema: { summary: 'This document as a readable page (HTML)', tags: ['reference'] } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(page()),
    );
  },
  { name: 'openapi' },
);
