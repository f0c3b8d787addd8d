import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { dataExports, notifications } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { call } from '../support/content-fixtures.ts';
import { addPost } from '../support/content-fixtures.ts';
import { faultSuiteMissing, startPostgres, type TestPostgres } from '../support/fault-servers.ts';
import { newMember } from '../support/social-fixtures.ts';

/**
 * Two API processes on one PostgreSQL database and one data folder (as two
 * machines share a bucket): exports asked for through one are each built by
 * exactly one of the two workers, however they race, and each owner is
 * notified once.
 */
const missing = faultSuiteMissing({ postgres: true });
let postgres: TestPostgres | undefined;
let shared: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  if (missing) return;
  postgres = await startPostgres();
  shared = await mkdtemp(path.join(os.tmpdir(), 'pawpals-export-shared-'));
  for (let i = 0; i < 2; i += 1)
    apps.push(await buildTestApp({ database: 'postgres', databaseUrl: postgres.url, dataDir: shared, rateLimitMultiplier: 0 }));
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.app.close();
  await postgres?.remove();
  if (shared) await rm(shared, { recursive: true, force: true });
});

it.skipIf(missing !== '')(
  'builds each export once when two processes look for work at the same moment',
  async () => {
    const [first, second] = apps as [TestApp, TestApp];
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember(first.app)));
    for (const member of members) {
      await addPost(first.app, member.account, { images: 1 });
      expect((await call(first.app, 'POST', paths.dataExport, member.account)).statusCode).toBe(202);
    }
    const built = await Promise.all([first.app.dataExports.runDue(), second.app.dataExports.runDue()]);
    const rows = await first.app.db.select().from(dataExports);
    console.log(`6 exports, built by the two processes' passes: ${built.join(' + ')}`);
    expect(built.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: 6 }, () => ['ready', 1]));
    expect((await readdir(path.join(shared, 'exports'))).sort()).toEqual(rows.map((row) => row.fileKey).sort());
    for (const member of members) {
      const [row] = await first.app.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
      expect(row?.status).toBe('ready');
      const told = await first.app.db.select().from(notifications).where(eq(notifications.userId, member.id));
      expect(told.map((notification) => notification.type)).toEqual(['export-ready']);
    }
  },
  120_000,
);
