import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { Redis } from 'ioredis';
import { outageLog, type OutageLog } from '../services/outage-log.ts';

/** Once Redis has failed, this long passes before one request tries it again: a Redis that hangs then costs a command timeout per period, not per request. */
export const redisRetryMs = 2000;

type Incr = FastifyRateLimitStore['incr'];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Whether to ask Redis now, shared by a store and all its route children so the process switches, and logs, once. */
class RedisTurn {
  private failedAt: number | null = null;

  constructor(private readonly outage: OutageLog) {}

  /** True while Redis answers, and for one request each period while it does not. */
  take(): boolean {
    if (this.failedAt === null) return true;
    if (Date.now() - this.failedAt < redisRetryMs) return false;
    this.failedAt = Date.now();
    return true;
  }

  failed(error: Error) {
    this.failedAt = Date.now();
    this.outage.down(error);
  }

  answered() {
    this.failedAt = null;
    this.outage.up();
  }
}

class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly turn: RedisTurn,
  ) {}

  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number) {
    if (!this.turn.take()) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.turn.failed(error);
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.turn.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions) {
    return new FailoverStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.turn);
  }
}

/**
 * The rate-limit store: counts in Redis, shared by every process, while Redis
 * answers; in this process's memory while it does not, so limits still hold
 * (per process) and no request waits on or fails because of Redis. The
 * plugin's own `skipOnError` would instead drop the limits altogether.
 * Redis is tried again every `redisRetryMs`, and the counts are shared again
 * from its first answer.
 */
export function failoverStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const turn = new RedisTurn(
    outageLog(log, 'Redis for rate limits', 'counting in this process only until it answers', 'counts are shared between processes again'),
  );
  return class extends FailoverStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), turn);
    }
  };
}
