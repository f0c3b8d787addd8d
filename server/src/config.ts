import path from 'node:path';
import { defaultClientLimits, type ClientLimits } from './http/node-server.ts';

/** An S3-compatible bucket for uploaded images, instead of `dataDir/media`. */
export interface S3Config {
  bucket: string;
  /** Leave out for AWS itself; set for MinIO, Ceph, R2 and the like. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; what most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Without them the AWS SDK's own chain is used (instance role, AWS_* variables, shared files). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** How long one call may take to connect, and then to answer, before it fails; one retry at most follows. */
  timeoutMs: number;
}

/** A store that answers needs well under a second for an image; a few seconds bounds what an outage costs a request. */
export const defaultS3TimeoutMs = 3000;

/** How mails leave and how the queue of mails waiting is worked through. */
export interface MailConfig {
  /** The SMTP server, smtp:// (STARTTLS) or smtps:// with the credentials in the URL; absent: each mail is written to dataDir/mail. */
  smtpUrl?: string;
  /** The sender of every mail ("PawPals <no-reply@example.org>"). */
  from: string;
  /** How often the queue is looked at besides the wake-up a queued mail gives. */
  pollMs: number;
  /** The wait after a first failed send; it doubles after each further one, up to an hour. */
  retryBaseMs: number;
  /** Whether this process sends queued mails in the background; tests whose apps share one database send only when they ask. Not read from the environment. */
  worker: boolean;
}

export const defaultMailConfig: MailConfig = { from: 'PawPals <no-reply@localhost>', pollMs: 5_000, retryBaseMs: 30_000, worker: true };
/** How long PostgreSQL may take, so a database that is down or stuck costs a request seconds, not minutes. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, ended by the server (statement_timeout). */
  statementMs: number;
  /** A pooled connection left unused this long is closed. */
  idleMs: number;
}

/** What a Redis command may take before it fails: Redis answers in well under a millisecond when it is well. */
export const defaultRedisCommandTimeoutMs = 500;

/** Long enough for a balancer polling /readyz every second or two to see it fail; SHUTDOWN_DRAIN_MS changes it. */
export const defaultShutdownDrainMs = 3000;

/** A thousand phone photos or so, as the server keeps them (re-encoded, two sizes). */
export const defaultStorageQuotaMb = 1024;

export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 3000, statementMs: 5000, idleMs: 5000 };

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database, media files and generated keys. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite; ':memory:' in dataDir-less tests is handled by `database`. */
  databaseUrl?: string;
  /** PostgreSQL only; defaultDatabaseTimeouts when absent. */
  databaseTimeouts?: DatabaseTimeouts;
  /** 'memory' keeps PGlite in memory (tests); otherwise it lives in dataDir/db. */
  database: 'embedded' | 'memory' | 'postgres';
  /**
   * A dumped PGlite data folder (tar) an in-memory database starts from, so
   * it skips initdb; the tests make one migrated dump per run.
   */
  databaseSnapshot?: string;
  redisUrl?: string;
  /** How long a Redis command may take before the server does without Redis for it; defaultRedisCommandTimeoutMs when absent. */
  redisCommandTimeoutMs?: number;
  /** Starts every key this server writes in Redis (rate-limit counts, socket.io channels), so deployments or test runs can share one Redis. */
  redisKeyPrefix?: string;
  publicUrl?: string;
  /** The built app (vite's dist/); served with an SPA fallback when it exists. */
  staticDir?: string;
  /** Uploaded images in an S3-compatible bucket; absent: files under dataDir/media. */
  s3?: S3Config;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  /** Push service origins accepted besides public HTTPS hosts (e.g. http://127.0.0.1:8081); none by default. */
  pushServiceOrigins?: string[];
  /** Every rate limit is multiplied by this; 0 turns rate limiting off (benchmarks). */
  rateLimitMultiplier: number;
  /** Memory cost of password hashing in KiB; tests lower it. */
  passwordMemoryKiB: number;
  logLevel: string;
  /** Called with every SQL statement the app runs (tests count them); not read from the environment. */
  onQuery?: (query: string, params: unknown[]) => void;
  /** How many proxies stand in front of the server, each appending to X-Forwarded-For (0: none, so nothing forwarded is believed). */
  trustProxy: number;
  corsOrigin?: string;
  /** Slow or too many clients: header and request timeouts and a connection cap on the Node server. */
  clientLimits?: ClientLimits;
  /** Turns on GET /metrics (Prometheus text), readable only with `Authorization: Bearer <this>`; unset, there is no such route. */
  metricsToken?: string;
  /** The addresses of the moderators, in lower case: an account with one of them, once verified, moderates reports. */
  adminEmails?: string[];
  mail: MailConfig;
  /** Whether this process removes queued images of deleted content in the background (default true); tests whose apps share one database turn it off. Not read from the environment. */
  mediaDeletionWorker?: boolean;
  /** Where uploads wait, one folder per request, while they are checked and stored; the system's temporary folder (TMPDIR) when absent. Not read from the environment. */
  uploadTempDir?: string;
  /** How many bytes of images one account may keep in the store (both sizes); 0 is no limit. */
  storageQuotaBytes?: number;
  /** Whether this process builds the data exports people ask for, in the background (yes unless false); tests whose apps share one database build only when they ask. Not read from the environment. */
  exportWorker?: boolean;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes. */
  shutdownDrainMs?: number;
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
    databaseTimeouts: {
      connectMs: milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', defaultDatabaseTimeouts.connectMs),
      statementMs: milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', defaultDatabaseTimeouts.statementMs),
      idleMs: milliseconds(env, 'DATABASE_IDLE_TIMEOUT_MS', defaultDatabaseTimeouts.idleMs),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisCommandTimeoutMs: milliseconds(env, 'REDIS_COMMAND_TIMEOUT_MS', defaultRedisCommandTimeoutMs),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || defaultRedisKeyPrefix,
    publicUrl: env.PUBLIC_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    s3: s3Config(env),
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS?.split(',')
      .filter((origin) => origin.trim())
      .map((origin) => new URL(origin.trim()).origin),
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER === undefined ? 1 : Number(env.RATE_LIMIT_MULTIPLIER),
    passwordMemoryKiB: Number(env.PASSWORD_MEMORY_KIB ?? 19_456),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: proxyHops(env.TRUST_PROXY),
    corsOrigin: env.CORS_ORIGIN || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    clientLimits: {
      headersTimeoutMs: milliseconds(env, 'HTTP_HEADERS_TIMEOUT_MS', defaultClientLimits.headersTimeoutMs),
      requestTimeoutMs: milliseconds(env, 'HTTP_REQUEST_TIMEOUT_MS', defaultClientLimits.requestTimeoutMs),
      maxConnections: wholeNumber(env, 'MAX_CONNECTIONS', defaultClientLimits.maxConnections, 1, 'a number of connections'),
    },
    mail: mailConfig(env),
    exportWorker: true,
    shutdownDrainMs: milliseconds(env, 'SHUTDOWN_DRAIN_MS', defaultShutdownDrainMs, 0),
    storageQuotaBytes: wholeNumber(env, 'STORAGE_QUOTA_MB', defaultStorageQuotaMb, 0, 'a size in megabytes (0: no limit)') * 1024 * 1024,
  };
}

function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// and name the server (smtps://user:password@smtp.example.org)`);
  return {
    smtpUrl,
    from: env.MAIL_FROM || defaultMailConfig.from,
    pollMs: milliseconds(env, 'MAIL_POLL_MS', defaultMailConfig.pollMs),
    retryBaseMs: milliseconds(env, 'MAIL_RETRY_BASE_MS', defaultMailConfig.retryBaseMs),
    worker: true,
  };
}

/** A whole number of at least `least`; unset or empty is the default; anything else stops the start, naming the variable. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number, what: string): number {
  const text = env[name]?.trim() ?? '';
  if (text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < least) throw new Error(`${name} is "${env[name]}": give ${what}, such as ${fallback}`);
  return Number(text);
}

const milliseconds = (env: NodeJS.ProcessEnv, name: string, fallback: number, least = 1) =>
  wholeNumber(env, name, fallback, least, 'a duration in milliseconds');

/** TRUST_PROXY: a count of proxies (`true` is one); unset, empty or `false` is none. */
function proxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (!/^\d{1,2}$/.test(text))
    throw new Error(`TRUST_PROXY is "${value}": give the number of proxies in front of the server (1 for one reverse proxy)`);
  return Number(text);
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT) throw new Error('S3_ENDPOINT is set but S3_BUCKET is not: name the bucket for uploaded images');
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined ? endpoint !== undefined : env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    timeoutMs: milliseconds(env, 'S3_TIMEOUT_MS', defaultS3TimeoutMs),
  };
}
