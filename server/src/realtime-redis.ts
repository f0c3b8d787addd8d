import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RealtimeServer } from './realtime-events.ts';

/** With REDIS_URL, events emitted in one API process reach sockets held by the others. */
export function useRedisAdapter(io: RealtimeServer, url: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'realtime redis error'));
  io.adapter(createAdapter(pub, sub, { key: 'pawpals-socket.io' }));
  return {
    close: async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
