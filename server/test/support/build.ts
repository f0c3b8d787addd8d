import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { quietConfig } from './quiet-config.ts';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real app in process: in-memory PGlite, or the run's PostgreSQL
 * database when the suite runs with TEST_DATABASE_URL (then the schema is
 * shared by the files, so tests make their own users with unique names).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Adds test-only routes or hooks before the app is made ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-test-'));
  const provided = (key: 'databaseUrl' | 'databaseSnapshot') => {
    try {
      return inject(key) ?? '';
    } catch {
      return '';
    }
  };
  const databaseUrl = provided('databaseUrl');
  const databaseSnapshot = provided('databaseSnapshot');
  const app = await buildApp({
    ...quietConfig,
    dataDir,
    database: databaseUrl ? 'postgres' : 'memory',
    databaseUrl: databaseUrl || undefined,
    databaseSnapshot: databaseSnapshot || undefined,
    staticDir: undefined,
    rateLimitMultiplier: 1,
    ...overrides,
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
