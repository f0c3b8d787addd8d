import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages as m } from '#contract/messages.ts';
import { allowedMethodsOf } from '../http/allowed-methods.ts';

const notApp = /^\/(api|media|socket\.io)(\/|$|\?)/;

/**
 * Serves the built app: hashed assets forever, the shell and the service
 * worker always revalidated, and every unknown page path answered with the
 * shell so the client router can show it (or its 404 page). An API path
 * asked with a method it does not take is 405, with the ones it does.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string | undefined) {
  const hasApp = Boolean(staticDir && existsSync(path.join(staticDir, 'index.html')));
  if (hasApp && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress-plugin.ts): sent when accepted.
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const allowedMethods = allowedMethodsOf(app);
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0) return reply.code(405).header('allow', allowed.join(', ')).send({ message: m.methodNotAllowed });
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !notApp.test(request.url);
    if (hasApp && isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: m.notFound });
  });
}

/** Registered after every route: its not-found handler answers whatever no route did. */
export const staticAppPlugin = fp<{ staticDir?: string }>(async (app, { staticDir }) => registerStaticApp(app, staticDir), { name: 'static-app' });
