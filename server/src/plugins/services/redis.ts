import { once } from 'node:events';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../services/redis.ts';
import { within } from '../../services/readiness.ts';
import { outageLog } from '../../services/outage-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate-limit store, socket.io adapter), else null. */
    redis: Redis | null;
  }
}

/** How long the start waits for Redis: a server whose Redis is down starts anyway, and uses it once it answers. */
const firstConnectionMs = 3000;

export const redisPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl ? connectRedis(app.config.redisUrl, app.config.redisCommandTimeoutMs) : null;
    app.decorate('redis', redis);
    if (!redis) return;
    const connection = outageLog(app.log, 'Redis', 'reconnecting in the background', 'connected');
    redis.on('error', (error) => connection.down(error));
    redis.on('ready', () => connection.up());
    app.addHook('onClose', async () => redis.disconnect());
    try {
      await within(once(redis, 'ready'), firstConnectionMs, 'Redis');
    } catch (error) {
      connection.down(error);
    }
  },
  { name: 'redis', dependencies: ['config'] },
);
