import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '#contract/entities.ts';
import type { Db } from '../db/client.ts';
import * as pushSubscriptions from '../repositories/push-subscriptions.ts';
import * as pushThrottle from '../repositories/push-throttle.ts';
import type { ClaimedSubscription } from '../repositories/push-throttle.ts';
import type { Bus } from './bus.ts';
import type { PushSender, PushTarget } from './push-sender.ts';
import { boundedQueue, type QueueLimits } from './push-queue.ts';

export interface PushDelivery {
  /** Replaces how messages leave the server (tests record them instead of calling push services). */
  useSender(sender: PushSender): void;
  /** Resolves when every send started so far has finished. */
  idle(): Promise<void>;
  /** Pushes being sent or waiting for a turn. */
  waiting(): number;
  stop(): Promise<void>;
}

/** A subscription the push service no longer knows (it answers 404 or 410) is deleted. */
const goneStatuses = new Set([404, 410]);

export interface DeliveryLimits extends QueueLimits {
  /** A push service that has not answered by then is given up on for this message. */
  sendTimeoutMs: number;
}

/** Notifications being delivered at once, notifications waiting, and how long one send may take. */
export const defaultDeliveryLimits: DeliveryLimits = { concurrency: 8, capacity: 1000, sendTimeoutMs: 10_000 };

/**
 * Sends each notification from the bus to every push subscription of its
 * recipient, in the background: the request that made the notification never
 * waits for a push service. A bounded queue holds what waits (beyond it a push
 * is dropped; the notification itself is stored and sent live anyway) and
 * each send is cut off after `sendTimeoutMs`, so a hanging push service holds
 * at most `concurrency` sends for that long.
 */
export function startPushDelivery(
  deps: { db: Db; bus: Bus; log: FastifyBaseLogger },
  initialSender: PushSender,
  limits: DeliveryLimits = defaultDeliveryLimits,
): PushDelivery {
  const { db, bus, log } = deps;
  let sender = initialSender;
  const queue = boundedQueue(limits);
  const stopping = new AbortController();

  /** The sender's answer, or a rejection once the time is up or the server stops, whether or not the sender heeds the signal. */
  function sendWithin(target: PushTarget, payload: string): Promise<number> {
    const signal = AbortSignal.any([AbortSignal.timeout(limits.sendTimeoutMs), stopping.signal]);
    const cutOff = new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    return Promise.race([sender(target, payload, signal), cutOff]);
  }

  async function deliver(recipientId: string, notification: Notification, claimed?: ClaimedSubscription[]) {
    // A flood of actions from one person makes at most one push a minute (the notifications themselves are all kept).
    const subscriptions = claimed ?? (await pushThrottle.claimSubscriptions(db, recipientId, notification.from._id));
    const payload = JSON.stringify(notification);
    await Promise.all(
      subscriptions.map(async (row) => {
        const status = await sendWithin({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload).catch((error: unknown) => {
          log.warn({ err: error }, 'push send failed');
          return 0;
        });
        if (goneStatuses.has(status)) {
          await pushSubscriptions.removeIfUnchanged(db, row);
        } else if (status >= 400) {
          log.warn({ status }, 'push service refused a message');
        }
      }),
    );
  }

  const onNotification = (recipientId: string, notification: Notification, claimed?: ClaimedSubscription[]) => {
    if (claimed?.length === 0) return;
    const queued = queue.add(() =>
      deliver(recipientId, notification, claimed).catch((error: unknown) => log.error({ err: error }, 'push delivery failed')),
    );
    if (!queued) log.warn({ recipientId }, 'push queue full: a push was dropped');
  };
  bus.on('notification', onNotification);

  return {
    useSender: (next) => {
      sender = next;
    },
    idle: () => queue.idle(),
    waiting: () => queue.size(),
    stop: async () => {
      bus.off('notification', onNotification);
      stopping.abort(new Error('server stopping'));
      await queue.idle();
    },
  };
}
