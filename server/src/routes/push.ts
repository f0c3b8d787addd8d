import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#contract/schemas/social.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { noContent } from '#contract/schemas/responses/common.ts';
import { pushPublicKeyAnswer, pushSubscribedAnswer } from '#contract/schemas/responses/social.ts';
import { answers, bodyErrors, replayErrors } from '../http/answers.ts';
import * as pushSubscriptions from '../repositories/push-subscriptions.ts';
import { runMutation } from '../http/mutation.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { isPushServiceEndpoint } from '../services/push-endpoint.ts';

export async function pushRoutes(app: FastifyInstance) {
  const publicKeySchema = { summary: 'The VAPID public key', tags: ['push'], response: answers({ 200: pushPublicKeyAnswer }) };
  app.get(paths.pushPublicKey, { schema: publicKeySchema }, async () => ({ publicKey: app.push.publicKey }));

  /** One endpoint is one browser: it moves to another account only with its own auth secret (409 otherwise). */
  app.post<{ Body: v.InferOutput<typeof pushSubscriptionSchema> }>(
    paths.pushSubscriptions,
    {
      schema: {
        summary: "Save this browser's push subscription",
        tags: ['push'],
        body: pushSubscriptionSchema,
        headers: idempotencyHeaders,
        response: answers({ 201: pushSubscribedAnswer }, bodyErrors, replayErrors),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { endpoint, keys: browserKeys } = request.body;
      if (!isPushServiceEndpoint(endpoint, app.config.pushServiceOrigins)) throw badRequest(m.invalidInput, { endpoint: m.invalidInput });
      return runMutation(request, reply, async (tx) => {
        const saved = await pushSubscriptions.save(tx, {
          userId: caller.id,
          sessionId: caller.sessionId,
          endpoint,
          p256dh: browserKeys.p256dh,
          auth: browserKeys.auth,
        });
        if (!saved) throw conflict(m.pushEndpointTaken);
        return { status: 201, body: { endpoint } };
      });
    },
  );

  app.delete<{ Body: v.InferOutput<typeof pushUnsubscribeSchema> }>(
    paths.pushSubscriptions,
    {
      schema: {
        summary: "Forget one of the caller's push subscriptions",
        tags: ['push'],
        body: pushUnsubscribeSchema,
        headers: idempotencyHeaders,
        response: answers({ 204: noContent }, bodyErrors, replayErrors),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        await pushSubscriptions.removeOwn(tx, caller.id, request.body.endpoint);
        return { status: 204, body: null };
      });
    },
  );
}
