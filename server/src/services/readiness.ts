import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Readiness } from '#contract/schemas/responses/health.ts';
import type { Db } from '../db/client.ts';

/** A probe waits this long for each dependency: a load balancer's own timeout is usually a few seconds. */
export const probeTimeoutMs = 2000;

/** Settles with the promise, or rejects once `ms` have passed without an answer. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const answers = async (check: () => Promise<unknown>, what: string) => {
  try {
    await within(check(), probeTimeoutMs, what);
    return true;
  } catch {
    return false;
  }
};

/**
 * Asks the database and Redis (when configured) a trivial question each, at
 * the same time. Only the database makes the process unready: without Redis
 * it still serves, with per-process rate limits and local events.
 */
export async function checkReadiness(db: Db, redis: Redis | null, closing: boolean): Promise<Readiness> {
  const [database, redisUp] = await Promise.all([
    answers(() => db.execute(sql`SELECT 1`), 'database'),
    redis ? answers(() => redis.ping(), 'redis') : Promise.resolve(null),
  ]);
  const checks = { database: database ? 'ok' : 'down', redis: redisUp === null ? 'off' : redisUp ? 'ok' : 'down' } as const;
  return { status: closing ? 'closing' : database ? 'ok' : 'unavailable', checks };
}
