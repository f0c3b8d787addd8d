import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { scratchDatabase, startApiProcesses, type ApiProcess } from '../../../scripts/cluster.mjs';
import { testRedisUrl } from './redis.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningCluster {
  processes: ApiProcess[];
  databaseUrl: string;
  folder: string;
}

/**
 * Separate OS processes of the built server on a fresh PostgreSQL database
 * (on TEST_DATABASE_URL's server) and Redis, with their own ports and data
 * folders, started together, with the real rate limits and a Redis key prefix
 * of their own. Uploaded images go to one S3-protocol bucket (on loopback) and
 * no Web Push keys are configured, so the processes must share both through
 * the bucket and the database. `env` adds to each process's environment.
 */
export function useCluster(options: { count: number; env?: Record<string, string> }) {
  let cluster: RunningCluster | undefined;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let bucket: TestS3Server | undefined;

  beforeAll(async () => {
    // Inside the repository: the bundle finds its packages in node_modules from there.
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    const folder = await mkdtemp(path.join(root, '.tmp', 'cluster-'));
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', path.join(folder, 'server')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}${built.stderr}`);
    database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'pawpals_cluster');
    const databaseUrl = database.url;
    bucket = await startS3Server();
    const started = performance.now();
    const processes = await startApiProcesses({
      count: options.count,
      bundle: path.join(folder, 'server', 'main.mjs'),
      dataRoot: folder,
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl,
        REDIS_KEY_PREFIX: `pawpals-test-${database.name}`,
        RATE_LIMIT_MULTIPLIER: '1',
        PASSWORD_MEMORY_KIB: '1024',
        LOG_LEVEL: 'warn',
        S3_BUCKET: bucket.config.bucket,
        S3_ENDPOINT: bucket.config.endpoint!,
        S3_ACCESS_KEY_ID: bucket.config.accessKeyId!,
        S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey!,
        ...options.env,
      },
    });
    console.log(`${options.count} API processes started together on an empty database in ${(performance.now() - started).toFixed(0)} ms`);
    cluster = { processes, databaseUrl, folder };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(cluster?.processes.map((apiProcess) => apiProcess.stop()) ?? []);
    await database?.drop();
    await bucket?.close();
    if (cluster) await rm(cluster.folder, { recursive: true, force: true });
  });

  return () => {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  };
}
