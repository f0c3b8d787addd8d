import fp from 'fastify-plugin';
import { loadVapidKeys } from '../../services/push-keys.ts';
import { webPushSender } from '../../services/push-sender.ts';
import { startPushDelivery, type PushDelivery } from '../../services/push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with. */
      publicKey: string;
      delivery: PushDelivery;
    };
  }
}

/** Loads (or makes, once for every process) the VAPID keys and sends every notification on the bus as a web push; stops with the app. */
export const pushPlugin = fp(
  async (app) => {
    const keys = await loadVapidKeys(app.config, app.db);
    const delivery = startPushDelivery({ db: app.db, bus: app.bus, log: app.log }, webPushSender(keys));
    app.decorate('push', { publicKey: keys.publicKey, delivery });
    app.addHook('onClose', () => delivery.stop());
  },
  { name: 'push', dependencies: ['config', 'db', 'bus'] },
);
