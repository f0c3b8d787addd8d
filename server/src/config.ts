import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database, media files and generated keys. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite; ':memory:' in dataDir-less tests is handled by `database`. */
  databaseUrl?: string;
  /** 'memory' keeps PGlite in memory (tests); otherwise it lives in dataDir/db. */
  database: 'embedded' | 'memory' | 'postgres';
  /**
   * A dumped PGlite data folder (tar) an in-memory database starts from, so
   * it skips initdb; the tests make one migrated dump per run.
   */
  databaseSnapshot?: string;
  redisUrl?: string;
  /** Starts every key this server writes in Redis (rate-limit counts, socket.io channels), so deployments or test runs can share one Redis. */
  redisKeyPrefix?: string;
  publicUrl?: string;
  /** The built app (vite's dist/); served with an SPA fallback when it exists. */
  staticDir?: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Push service origins accepted besides public HTTPS hosts (e.g. http://127.0.0.1:8081); none by default. */
  pushServiceOrigins?: string[];
  /** Every rate limit is multiplied by this; 0 turns rate limiting off (benchmarks). */
  rateLimitMultiplier: number;
  /** Memory cost of password hashing in KiB; tests lower it. */
  passwordMemoryKiB: number;
  logLevel: string;
  trustProxy: boolean;
  corsOrigin?: string;
}

export const defaultRedisKeyPrefix = 'pawpals';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    database: databaseUrl ? 'postgres' : 'embedded',
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || defaultRedisKeyPrefix,
    publicUrl: env.PUBLIC_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS?.split(',')
      .filter((origin) => origin.trim())
      .map((origin) => new URL(origin.trim()).origin),
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER === undefined ? 1 : Number(env.RATE_LIMIT_MULTIPLIER),
    passwordMemoryKiB: Number(env.PASSWORD_MEMORY_KIB ?? 19_456),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    corsOrigin: env.CORS_ORIGIN || undefined,
  };
}
