import fp from 'fastify-plugin';
import { paths } from '#contract/paths.ts';
import { serviceUnavailable } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the process is in its shutdown: still serving, draining (unready, serving), or closing. */
    lifecycle: { readonly draining: boolean; drain(): void };
  }
}

/** The probes answer for themselves to the end: /readyz says it is closing, /livez that the process still runs. */
const probes = new Set<string>([paths.livez, paths.readyz]);

/**
 * A graceful stop in two steps. Draining: /readyz answers 503 so balancers
 * send new requests elsewhere, while every request is still served, each
 * answer closing its connection so clients reconnect to another process.
 * Closing (app.close()): the server accepts no connection and finishes the
 * requests in flight; a request that still arrives on an open connection is
 * answered 503 with Retry-After in the API's own shape (Fastify's own 503,
 * `return503OnClosing`, is turned off in app.ts), before any hook reaches the
 * database.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    let closing = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    });
    app.addHook('onRequest', async (request) => {
      if (closing && !probes.has(request.routeOptions.url ?? '')) throw serviceUnavailable();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('preClose', async () => {
      draining = true;
      closing = true;
    });
  },
  { name: 'lifecycle' },
);
