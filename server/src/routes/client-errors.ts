import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { clientErrorSchema, type ClientErrorInput } from '#contract/schemas/client-errors.ts';
import { noContent } from '#contract/schemas/responses/common.ts';
import { answers, bodyErrors } from '../http/answers.ts';

/**
 * A screen that failed in someone's browser (the app's error screen reports it
 * once): written to the log, nothing stored. Signed in or not; limited per client
 * address; never queued by the app, so it takes no Idempotency-Key.
 */
export async function clientErrorsRoutes(app: FastifyInstance) {
  app.post<{ Body: ClientErrorInput }>(
    paths.clientErrors,
    {
      schema: {
        tags: ['health'],
        summary: 'Report a screen that failed in the app: logged, nothing stored',
        body: clientErrorSchema,
        response: answers({ 204: noContent }, bodyErrors),
      },
      config: { rateLimit: app.rateLimits.clientErrorsPerClient },
    },
    async (request, reply) => {
      request.log.error({ clientError: { ...request.body, userId: request.user?.id } }, 'client error');
      return reply.code(204).send();
    },
  );
}
