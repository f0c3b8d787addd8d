import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';

const folders: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
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
