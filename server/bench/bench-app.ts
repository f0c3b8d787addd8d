import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { defaultMailConfig, type Config } from '../src/config.ts';
import { scratchDatabase } from './scratch-database.ts';

/**
 * The API a benchmark loads: on a scratch PostgreSQL database when
 * BENCH_DATABASE_URL is set, else on PGlite in a data folder of its own
 * (BENCH_DATABASE=memory: in memory); rate limits off, logs silent. `close`
 * stops it and removes both.
 */
export async function benchApp(extra: Partial<Config> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-bench-'));
  const postgres = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL) : undefined;
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: postgres ? 'postgres' : ((process.env.BENCH_DATABASE as 'embedded' | 'memory' | undefined) ?? 'embedded'),
    databaseUrl: postgres?.url,
    rateLimitMultiplier: 0,
    passwordMemoryKiB: 1024,
    logLevel: 'silent',
    trustProxy: 0,
    mail: defaultMailConfig,
    ...extra,
  });
  const close = async () => {
    await app.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, dataDir, onPostgres: postgres !== undefined, databaseName: postgres ? 'PostgreSQL' : 'PGlite', close };
}
