import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { vapidKeys } from '../../src/db/schema.ts';
import { loadVapidKeys } from '../../src/services/push-keys.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

/** With TEST_DATABASE_URL every test file shares one database, so the key table cannot be emptied here. */
const sharedDatabase = Boolean(inject('databaseUrl'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const servedKey = async (app: TestApp['app']) =>
  (await app.inject({ method: 'GET', url: paths.pushPublicKey })).json<{ publicKey: string }>().publicKey;

describe('the VAPID key pair', () => {
  it('is made on first start and kept in the database, not on this machine’s disk', async () => {
    const publicKey = await servedKey(t.app);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const rows = await t.app.db.select().from(vapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(publicKey);
    expect(await readdir(t.dataDir)).not.toContain('vapid.json');
  });

  it.runIf(sharedDatabase)('is the same for a second process on the same database', async () => {
    const second = await buildTestApp();
    try {
      expect(await servedKey(second.app)).toBe(await servedKey(t.app));
    } finally {
      await second.close();
    }
  });

  it.skipIf(sharedDatabase)('is made once when several processes start together on an empty database', async () => {
    await t.app.db.delete(vapidKeys);
    const loaded = await Promise.all(Array.from({ length: 3 }, () => loadVapidKeys(t.app.config, t.app.db)));
    expect(new Set(loaded.map((keys) => keys.publicKey)).size).toBe(1);
    expect(new Set(loaded.map((keys) => keys.privateKey)).size).toBe(1);
    expect(await t.app.db.select().from(vapidKeys)).toHaveLength(1);
  });

  it.skipIf(sharedDatabase)('takes over the pair an earlier version kept in the data folder, so old subscriptions keep working', async () => {
    const earlier = webpush.generateVAPIDKeys();
    await t.app.db.delete(vapidKeys);
    await writeFile(path.join(t.dataDir, 'vapid.json'), JSON.stringify(earlier));
    const loaded = await loadVapidKeys(t.app.config, t.app.db);
    expect(loaded.publicKey).toBe(earlier.publicKey);
    const [row] = await t.app.db.select().from(vapidKeys);
    expect(row).toMatchObject(earlier);
  });

  it('is the configured pair when one is set, and then nothing is stored', async () => {
    const configured = await buildTestApp({ vapidPublicKey: 'configured-public', vapidPrivateKey: 'configured-private' });
    try {
      expect(await servedKey(configured.app)).toBe('configured-public');
      if (!sharedDatabase) expect(await configured.app.db.select().from(vapidKeys)).toEqual([]);
    } finally {
      await configured.close();
    }
  });

  it('refuses half a configured pair', async () => {
    await expect(loadVapidKeys({ ...t.app.config, vapidPublicKey: 'only-public', vapidPrivateKey: undefined }, t.app.db)).rejects.toThrow(
      /must be set together/,
    );
  });
});
