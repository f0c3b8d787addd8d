import fp from 'fastify-plugin';
import { limits } from '#contract/limits.ts';
import * as idempotencyKeys from '../repositories/idempotency.ts';
import * as sessions from '../repositories/sessions.ts';
import * as pushThrottle from '../repositories/push-throttle.ts';
import { sweepHourly } from './hourly-sweep.ts';

/**
 * Hourly sweeps of what outlives its use: stored answers, kept longer than
 * the app keeps retrying, and sessions past their life (their push
 * subscriptions go with them, and their sockets are told to close), photos
 * uploaded ahead that nothing took within their week, stored images that no
 * row names, past their grace, and data exports past their week (their
 * archives first).
 */
export const housekeepingPlugin = fp(
  async (app) => {
    sweepHourly(app, 'idempotency clean-up', () => idempotencyKeys.removeOlderThanDays(app.db, limits.idempotencyKeyDays));
    sweepHourly(app, 'expired sessions clean-up', async () => {
      const ended = await sessions.removeExpired(app.db);
      if (ended.length > 0) app.bus.emit('sessions-revoked', ended);
    });
    sweepHourly(app, 'orphan images sweep', async () => {
      const expired = await app.media.expireUploads();
      if (expired > 0) app.log.info({ expired }, 'photos uploaded ahead and never used queued for removal');
      const queued = await app.media.sweepOrphans();
      if (queued > 0) app.log.info({ queued }, 'orphan images queued for removal');
    });
    sweepHourly(app, 'expired data exports clean-up', () => app.dataExports.sweepExpired());
    sweepHourly(app, 'push throttle clean-up', () => pushThrottle.removeStale(app.db));
  },
  { name: 'housekeeping', dependencies: ['db', 'bus', 'media', 'data-exports'] },
);
