import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDeletions } from '../../src/db/schema.ts';
import * as deletions from '../../src/repositories/media-deletions.ts';
import { startDeletionWorker } from '../../src/services/media/deletion-worker.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

const names = Array.from({ length: 5 }, (_, i) => `${String(i).repeat(32)}.webp`);

describe('the delete queue worker against a store that fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('tries the store once per pass, leaves every row queued with the error and a later due time, and removes them all once it answers', async () => {
    await deletions.enqueue(t.app.db, names);
    let calls = 0;
    let storeUp = false;
    const worker = startDeletionWorker(
      {
        db: t.app.db,
        log: t.app.log,
        async removeNames() {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (!storeUp) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
        },
      },
      { pollMs: 60_000, retryBaseMs: 1, maxRetryMs: 1, batchSize: 20, leaseMs: 60_000, background: false },
    );
    try {
      expect(await worker.removeDue()).toBe(0);
      expect(calls).toBe(1);
      const rows = await t.app.db.select().from(mediaDeletions);
      expect(rows.map((row) => [row.name, row.attempts, row.lastError]).sort()).toEqual(
        names.map((name) => [name, 1, 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9000']),
      );
      storeUp = true;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await worker.removeDue()).toBe(5);
      expect(await deletions.countWaiting(t.app.db)).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
