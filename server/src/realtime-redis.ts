import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeServer } from './realtime-events.ts';

/** With REDIS_URL, events emitted in one API process reach sockets held by the others (two connections of their own). */
export function useRedisAdapter(io: RealtimeServer, redis: Redis, keyPrefix: string, log: FastifyBaseLogger) {
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'realtime redis error'));
  io.adapter(createAdapter(pub, sub, { key: `${keyPrefix}-socket.io` }));
  return {
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
