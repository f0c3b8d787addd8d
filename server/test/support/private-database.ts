import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../../../scripts/cluster.mjs';
import type { Config } from '../../src/config.ts';

export interface PrivateDatabase {
  /** What to give buildTestApp so the app opens this database. */
  config: Partial<Config>;
  drop(): Promise<void>;
}

/**
 * A database no other test file sees, for tests whose workers would otherwise
 * take what other files queue: with TEST_DATABASE_URL a scratch PostgreSQL
 * database on its server; else PGlite, embedded in a folder when it must
 * outlive an app (`durable`, a restart), in memory otherwise.
 */
export async function privateDatabase(prefix: string, { durable = false } = {}): Promise<PrivateDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await scratchDatabase(adminUrl, `pawpals_${prefix}`);
    return { config: { database: 'postgres', databaseUrl: database.url }, drop: database.drop };
  }
  if (!durable) return { config: {}, drop: async () => {} };
  const folder = await mkdtemp(path.join(os.tmpdir(), `pawpals-${prefix}-`));
  return { config: { database: 'embedded', databaseUrl: undefined, dataDir: folder }, drop: () => rm(folder, { recursive: true, force: true }) };
}
