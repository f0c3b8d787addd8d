import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '#contract/entities.ts';
import type { Db } from '../db/client.ts';
import * as pushSubscriptions from '../repositories/push-subscriptions.ts';
import type { Bus } from './bus.ts';
import type { PushSender } from './push-sender.ts';

export interface PushDelivery {
  /** Replaces how messages leave the server (tests record them instead of calling push services). */
  useSender(sender: PushSender): void;
  /** Resolves when every send started so far has finished. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** A subscription the push service no longer knows (it answers 404 or 410) is deleted. */
const goneStatuses = new Set([404, 410]);

/** Sends each notification from the bus to every push subscription of its recipient. */
export function startPushDelivery(deps: { db: Db; bus: Bus; log: FastifyBaseLogger }, initialSender: PushSender): PushDelivery {
  const { db, bus, log } = deps;
  let sender = initialSender;
  const running = new Set<Promise<void>>();

  async function deliver(recipientId: string, notification: Notification) {
    const subscriptions = await pushSubscriptions.listOfUser(db, recipientId);
    const payload = JSON.stringify(notification);
    await Promise.all(
      subscriptions.map(async (row) => {
        const status = await sender({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload).catch(
          (error: unknown) => {
            log.warn({ err: error }, 'push send failed');
            return 0;
          },
        );
        if (goneStatuses.has(status)) {
          await pushSubscriptions.removeIfUnchanged(db, row);
        } else if (status >= 400) {
          log.warn({ status }, 'push service refused a message');
        }
      }),
    );
  }

  const onNotification = (recipientId: string, notification: Notification) => {
    const task = deliver(recipientId, notification).catch((error: unknown) => log.error({ err: error }, 'push delivery failed'));
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  bus.on('notification', onNotification);

  const idle = async () => {
    await Promise.all([...running]);
  };
  return {
    useSender: (next) => {
      sender = next;
    },
    idle,
    stop: async () => {
      bus.off('notification', onNotification);
      await idle();
    },
  };
}
