import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { messages as m } from '#contract/messages.ts';
import { unauthorized } from '../http/errors.ts';

export const metricsPath = '/metrics';

/** The route a request matched, as declared (`/api/posts/post/:id`), so that ids never become label values. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A gauge read from the database keeps its last value while the database does not answer, so a scrape still reports the rest. */
const setFromDatabase = (gauge: Gauge, read: () => Promise<number>) =>
  read().then(
    (value) => gauge.set(value),
    () => undefined,
  );

function defineMetrics(app: FastifyInstance, registry: Registry) {
  const labels = { registers: [registry] };
  return {
    requests: new Counter({
      ...labels,
      name: 'pawpals_http_requests_total',
      help: 'HTTP requests answered, by route and status',
      labelNames: ['method', 'route', 'status'],
    }),
    duration: new Histogram({
      ...labels,
      name: 'pawpals_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    serverErrors: new Counter({
      ...labels,
      name: 'pawpals_http_server_errors_total',
      help: 'Answers with a 5xx status, by route',
      labelNames: ['route'],
    }),
    droppedConnections: new Counter({
      ...labels,
      name: 'pawpals_http_connections_dropped_total',
      help: 'Connections closed as they arrived because MAX_CONNECTIONS were open',
    }),
    replays: new Counter({
      ...labels,
      name: 'pawpals_idempotent_replays_total',
      help: 'Writes answered from the Idempotency-Key store: a client sent a change again (a queued change replayed after a lost answer)',
    }),
    gauges: [
      new Gauge({
        ...labels,
        name: 'pawpals_mail_queue_waiting',
        help: 'Mails queued and neither sent nor given up on',
        collect() {
          return setFromDatabase(this, () => app.mail.waiting());
        },
      }),
      new Gauge({
        ...labels,
        name: 'pawpals_push_queue_waiting',
        help: "Web pushes being sent or waiting for a turn in this process's queue",
        collect() {
          this.set(app.push.delivery.waiting());
        },
      }),
      new Gauge({
        ...labels,
        name: 'pawpals_media_delete_queue_waiting',
        help: 'Images of deleted or replaced content not yet removed from the store (media_deletions, shared by every process)',
        collect() {
          return setFromDatabase(this, () => app.media.waitingRemovals());
        },
      }),
      new Gauge({
        ...labels,
        name: 'pawpals_db_pool',
        help: "This process's PostgreSQL pool: connections open, idle among them, and queries waiting for one (absent on the embedded database)",
        labelNames: ['state'],
        collect() {
          const use = app.dbPoolUse();
          if (!use) return;
          this.set({ state: 'open' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      }),
      new Gauge({
        ...labels,
        name: 'pawpals_sockets_connected',
        help: 'Live (socket.io) connections to this process',
        collect() {
          this.set(app.realtime.io.engine.clientsCount);
        },
      }),
    ],
  };
}

/**
 * Prometheus metrics at GET /metrics, only when METRICS_TOKEN is set and only
 * for a caller that shows it: request rate, latency and errors by route,
 * replayed writes, mail, push and image delete queues, the database pool, sockets, and the process's own
 * (memory, CPU, event-loop delay). Each process answers for itself.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'pawpals_' });
    const metrics = defineMetrics(app, registry);

    app.server.on('drop', () => metrics.droppedConnections.inc());

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const route = routeOf(request);
      if (route === metricsPath) return;
      metrics.requests.inc({ method: request.method, route, status: reply.statusCode });
      metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) metrics.serverErrors.inc({ route });
      if (reply.getHeader('idempotent-replayed') === 'true') metrics.replays.inc();
    });

    app.get(metricsPath, { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) throw unauthorized(m.notSignedIn);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'db', 'mail', 'push', 'media'] },
);
