import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { livenessAnswer, readinessAnswer } from '#contract/schemas/responses/health.ts';
import { checkReadiness } from '../services/readiness.ts';

/** A probe is never cached, and never limited: a load balancer asks often, from one address. */
const probeConfig = { rateLimit: false } as const;

/**
 * The probes a load balancer or orchestrator asks: `/livez` answers while the
 * process runs (restart it when it stops answering), `/readyz` whether it can
 * serve now (send it no traffic while it answers 503).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    paths.livez,
    { config: probeConfig, schema: { summary: 'Liveness: the process runs', tags: ['health'], response: { 200: livenessAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  app.get(
    paths.readyz,
    {
      config: probeConfig,
      schema: {
        summary: 'Readiness: 200 when the database answers, 503 otherwise or while the process drains; the state of each dependency',
        tags: ['health'],
        response: { 200: readinessAnswer, 503: readinessAnswer },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db, app.redis, app.lifecycle.draining);
      reply.header('cache-control', 'no-store');
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  );
}
