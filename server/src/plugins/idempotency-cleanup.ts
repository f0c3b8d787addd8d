import fp from 'fastify-plugin';
import { limits } from '#contract/limits.ts';
import * as idempotencyKeys from '../repositories/idempotency.ts';

const sweepEveryMs = 60 * 60 * 1000;

/** Stored answers are kept longer than the app keeps retrying, then dropped: one sweep an hour once the app is ready. */
export const idempotencyCleanupPlugin = fp(
  async (app) => {
    const sweep = () =>
      idempotencyKeys
        .removeOlderThanDays(app.db, limits.idempotencyKeyDays)
        .catch((error: unknown) => app.log.warn({ err: error }, 'idempotency clean-up failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, sweepEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency-cleanup', dependencies: ['db'] },
);
