import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';
import { users } from '../../src/db/schema.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const hasProc = existsSync('/proc/self/stat');
const stateOf = async (pid: number) => (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ')[0] ?? 'gone';
const startTimeOf = async (pid: number) => (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')[19]!;

const folders: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })));
});

const newFolder = async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pawpals-lock-'));
  folders.push(folder);
  return folder;
};
const openEmbedded = async (dataDir: string) => {
  const database = await openDatabase({ database: 'embedded', dataDir, databaseUrl: undefined, databaseSnapshot: undefined });
  opened.push(database);
  return database;
};

describe('the embedded database serves one process', () => {
  it('refuses a second opening of the same folder with a message that names the way out, and opens again once closed', async () => {
    const dataDir = await newFolder();
    const first = await openEmbedded(dataDir);
    await expect(openEmbedded(dataDir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await expect(openEmbedded(dataDir)).rejects.toThrow('PostgreSQL (DATABASE_URL)');
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    await openEmbedded(dataDir);
  });

  it('takes over the lock a crashed process left behind', async () => {
    const dataDir = await newFolder();
    // A process id far above any in use here.
    await writeFile(path.join(dataDir, 'db.lock'), '4194000');
    const database = await openEmbedded(dataDir);
    expect(await database.db.select().from(users)).toEqual([]);
  });
});

describe.skipIf(!hasProc)('kill -9, then start again at once (Linux)', () => {
  /**
   * A process holding the lock, started from a shell that does not reap its
   * children until told (dash, blocked in `read`): killed with SIGKILL, it
   * stays a zombie, as it does when its parent died too and nothing reaps
   * orphans. Signal 0 still reaches a zombie.
   */
  async function lockHolder(lockFile: string, folder: string) {
    const shell = spawn('sh', ['-c', `node --import tsx server/test/support/lock-holder.ts "$0" "$1" & echo $!; read line; wait`, lockFile, folder], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: shell.stdout! })[Symbol.asyncIterator]();
    const pid = Number((await lines.next()).value);
    expect((await lines.next()).value).toBe('locked');
    return {
      pid,
      /** Lets the shell reap the holder and end. */
      release: () => new Promise((resolve) => shell.once('exit', resolve).stdin!.end('\n')),
    };
  }

  it('takes over the lock of a process just killed with SIGKILL, every time (5 rounds)', async () => {
    const dataDir = await newFolder();
    const lockFile = path.join(dataDir, 'db.lock');
    const states: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const holder = await lockHolder(lockFile, dataDir);
      await expect(lockDataDir(lockFile, dataDir)).rejects.toThrow(`is in use by process ${holder.pid}`);
      process.kill(holder.pid, 'SIGKILL');
      while (!['Z', 'gone'].includes(await stateOf(holder.pid))) await new Promise((resolve) => setTimeout(resolve, 10));
      states.push(await stateOf(holder.pid));
      const release = await lockDataDir(lockFile, dataDir);
      await release();
      await holder.release();
    }
    console.log(`killed holders were, when the lock was taken over: ${states.join(', ')}`);
  }, 60_000);

  it('takes over a lock whose process id now belongs to another process (start times differ), not one of a running owner', async () => {
    const dataDir = await newFolder();
    const lockFile = path.join(dataDir, 'db.lock');
    const other = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const pid = other.pid!;
      await writeFile(lockFile, JSON.stringify({ pid, startedAt: await startTimeOf(pid) }));
      await expect(lockDataDir(lockFile, dataDir)).rejects.toThrow(`is in use by process ${pid}`);
      await writeFile(lockFile, JSON.stringify({ pid, startedAt: '1' }));
      const release = await lockDataDir(lockFile, dataDir);
      expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({ pid: process.pid, startedAt: await startTimeOf(process.pid) });
      await release();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
