import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, else the usual local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers there (tests that need one skip otherwise). */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
