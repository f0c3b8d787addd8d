import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../services/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate-limit store, socket.io adapter), else null. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl ? connectRedis(app.config.redisUrl) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => redis.disconnect());
  },
  { name: 'redis', dependencies: ['config'] },
);
