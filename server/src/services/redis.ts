import { Redis } from 'ioredis';
import { defaultRedisCommandTimeoutMs } from '../config.ts';

/**
 * One Redis connection (REDIS_URL) for the shared rate-limit counts, which
 * the socket.io adapter duplicates. While Redis is away a command fails at
 * once instead of waiting in a queue (no offline queue, no retries), and one
 * sent to a Redis that hangs fails after `commandTimeoutMs`: the callers then
 * do without it. The connection itself keeps reconnecting, every 2 s at most.
 */
export const connectRedis = (url: string, commandTimeoutMs = defaultRedisCommandTimeoutMs) =>
  new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
