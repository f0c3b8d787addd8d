import * as v from 'valibot';

/** GET /livez: the process runs and its event loop turns. */
export const livenessAnswer = v.strictObject({ status: v.literal('ok') });

/**
 * GET /readyz, 200 or 503: whether the process can serve, and the state of
 * each thing it depends on. Redis is `off` when none is configured; while it
 * is down the server still serves (per-process rate limits, local events
 * only), so only the database decides the status. `closing` is a process
 * draining before it stops.
 */
export const readinessAnswer = v.strictObject({
  status: v.picklist(['ok', 'unavailable', 'closing']),
  checks: v.strictObject({
    database: v.picklist(['ok', 'down']),
    redis: v.picklist(['ok', 'down', 'off']),
  }),
});

export type Readiness = v.InferOutput<typeof readinessAnswer>;
