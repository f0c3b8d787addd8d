import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { privateDatabase, type PrivateDatabase } from '../support/private-database.ts';

const missing = process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL is not set (PGlite serves one process)';
if (missing) console.log(`image delete queue in two processes skipped: ${missing}`);

const root = path.resolve(import.meta.dirname, '../../..');

/** Two OS processes, each with its own connections and its own delete worker, work through one queue on PostgreSQL. */
describe.skipIf(missing)('the image delete queue shared by two processes on one PostgreSQL database', () => {
  let database: PrivateDatabase;
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    database = await privateDatabase('media_two');
    // The app applies the migrations and queues the images; its own worker is off.
    t = await buildTestApp({ ...database.config });
    folder = await mkdtemp(path.join(os.tmpdir(), 'pawpals-media-two-'));
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  function workerProcess(databaseUrl: string, removalLog: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/support/deletion-worker-process.ts', databaseUrl, folder, removalLog], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { ready: lines.next(), go: () => child.stdin!.write('go\n'), exited };
  }

  it('removes each of 200 queued images exactly once, whichever process claims it, and leaves none', async () => {
    const count = 200;
    const names = Array.from({ length: count }, (_, index) => `${index.toString(16).padStart(32, '0')}.webp`);
    for (const name of names) {
      await writeFile(path.join(folder, name), 'full');
      await writeFile(path.join(folder, name.replace(/\.webp$/, '.small.webp')), 'small');
    }
    await t.app.media.forget(
      t.app.db,
      names.map((name) => `/media/${name}`),
    );
    expect(await t.app.media.waitingRemovals()).toBe(count);

    const removalLog = path.join(folder, 'removed.log');
    const databaseUrl = String(database.config.databaseUrl);
    const workers = [workerProcess(databaseUrl, removalLog), workerProcess(databaseUrl, removalLog)];
    for (const worker of workers) expect((await worker.ready).value).toBe('ready');
    const started = performance.now();
    for (const worker of workers) worker.go();
    expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0]);
    const elapsed = performance.now() - started;

    const removals = (await readFile(removalLog, 'utf8')).trim().split('\n');
    const byName = new Map<string, number>();
    const byProcess = new Map<string, number>();
    for (const line of removals) {
      const [pid, name] = line.split(' ') as [string, string];
      byName.set(name, (byName.get(name) ?? 0) + 1);
      byProcess.set(pid, (byProcess.get(pid) ?? 0) + 1);
    }
    console.log(
      `${removals.length} removals of ${count} queued images in ${elapsed.toFixed(0)} ms, by process: ${[...byProcess.values()].join(' and ')}`,
    );
    expect(removals).toHaveLength(count);
    expect([...byName.keys()].sort()).toEqual([...names].sort());
    expect([...byName.values()].every((times) => times === 1)).toBe(true);
    expect(byProcess.size).toBe(2);
    expect(await t.app.media.waitingRemovals()).toBe(0);
    expect((await readdir(folder)).filter((file) => file.endsWith('.webp'))).toEqual([]);
  });
});
