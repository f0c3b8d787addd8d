import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeServer } from './realtime-events.ts';
import { outageLog, type OutageLog } from './services/outage-log.ts';

type Command = (...args: unknown[]) => Promise<unknown>;

/**
 * The adapter sends these commands without waiting for or catching them: a
 * failed one (Redis away, or the connection closed at shutdown) is reported
 * to `outage` here instead of ending the process as an unhandled rejection.
 */
function reportFailures(client: Redis, names: string[], outage: OutageLog) {
  const commands = client as unknown as Record<string, Command>;
  for (const name of names) {
    const send = commands[name]!.bind(client);
    commands[name] = (...args) =>
      send(...args).then(
        (answer) => {
          outage.up();
          return answer;
        },
        (error: unknown) => {
          outage.down(error);
          return undefined;
        },
      );
  }
}

/**
 * With REDIS_URL, events emitted in one API process reach sockets held by the
 * others (two connections of their own). While Redis is away an event still
 * reaches this process's own sockets: the adapter publishes, then delivers
 * locally. The subscriber queues its subscriptions until Redis answers and
 * makes them again after each reconnection, so events from the other
 * processes resume by themselves.
 */
export function useRedisAdapter(io: RealtimeServer, redis: Redis, keyPrefix: string, log: FastifyBaseLogger) {
  const pub = redis.duplicate();
  const sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
  const outage = outageLog(log, 'Redis for live events', "delivering to this process's sockets only", 'events reach every process again');
  for (const client of [pub, sub]) client.on('error', (error) => outage.down(error));
  reportFailures(pub, ['publish'], outage);
  reportFailures(sub, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], outage);
  io.adapter(createAdapter(pub, sub, { key: `${keyPrefix}-socket.io` }));
  return {
    close: async () => {
      // quit() would wait in the subscriber's queue for a Redis that may never answer again.
      pub.disconnect();
      sub.disconnect();
    },
  };
}
