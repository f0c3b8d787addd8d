import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '../../../src/contract/paths.ts';
import { messages as m } from '../../../src/contract/messages.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../src/contract/schemas/social.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { runMutation } from '../http/mutation.ts';
import { badRequest } from '../http/errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { setUpPush } from '../services/push.ts';
import { isPushServiceEndpoint } from '../services/push-endpoint.ts';

export async function pushRoutes(app: FastifyInstance) {
  const keys = await setUpPush(app);

  app.get(paths.pushPublicKey, async () => ({ publicKey: keys.publicKey }));

  /** One endpoint is one browser: whoever subscribes it last receives its pushes. */
  app.post<{ Body: v.InferOutput<typeof pushSubscriptionSchema> }>(
    paths.pushSubscriptions,
    { schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      const caller = requireUser(request);
      const { endpoint, keys: browserKeys } = request.body;
      if (!isPushServiceEndpoint(endpoint)) throw badRequest(m.invalidInput, { endpoint: m.invalidInput });
      return runMutation(request, reply, async (tx) => {
        const fields = { userId: caller.id, p256dh: browserKeys.p256dh, auth: browserKeys.auth };
        await tx
          .insert(pushSubscriptions)
          .values({ id: newId(), endpoint, ...fields })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
        return { status: 201, body: { endpoint } };
      });
    },
  );

  app.delete<{ Body: v.InferOutput<typeof pushUnsubscribeSchema> }>(
    paths.pushSubscriptions,
    { schema: { body: pushUnsubscribeSchema } },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, request.body.endpoint), eq(pushSubscriptions.userId, caller.id)));
        return { status: 204, body: null };
      });
    },
  );
}
