import { Redis } from 'ioredis';

/** One Redis connection for the shared rate-limit store (REDIS_URL). */
export const connectRedis = (url: string) => new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
