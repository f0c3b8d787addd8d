import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeMemorySnapshot } from '../../src/db/client.ts';

/**
 * With TEST_DATABASE_URL the server suite runs against PostgreSQL: one fresh
 * database per run, dropped at the end, so leftovers of earlier runs never
 * leak in. Without it every test file uses its own in-memory PGlite, started
 * from one migrated dump made here.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    provide('databaseUrl', '');
    // Starting PGlite from a migrated dump skips initdb, the slow part of every test file's start.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'pawpals-snapshot-'));
    const snapshot = path.join(folder, 'database.tar');
    await writeMemorySnapshot(snapshot);
    provide('databaseSnapshot', snapshot);
    return () => rm(folder, { recursive: true, force: true });
  }
  provide('databaseSnapshot', '');
  const name = `pawpals_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  provide('databaseUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A migrated PGlite dump for in-memory test databases; '' on PostgreSQL. */
    databaseSnapshot: string;
  }
}
