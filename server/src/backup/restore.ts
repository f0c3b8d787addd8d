import path from 'node:path';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { extract } from 'tar';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { countRows } from './contents.ts';
import { databaseName, manifestName, mediaFiles, mediaFolder, type BackupManifest } from './backup.ts';

const isEmptyOrMissing = async (dir: string) => (await readdir(dir).catch(() => [])).length === 0;

/**
 * Restores a backup into a data folder that holds no database yet: the
 * images go to its media folder and PGlite loads the dumped database, then
 * the migrations of this version run on it and every count of the manifest
 * is checked. A folder that already has a database is refused, never merged.
 */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  if (config.database === 'postgres') throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (deploy/README.md).');
  const dbDir = path.join(config.dataDir, 'db');
  if (!(await isEmptyOrMissing(dbDir))) throw new Error(`${config.dataDir} already holds a database: restore into an empty data folder (DATA_DIR).`);
  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(path.join(staging, manifestName), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`${file} is a backup of format ${manifest.format}, which this version cannot read.`);

    const { PGlite } = await import('@electric-sql/pglite');
    const dump = await readFile(path.join(staging, databaseName));
    await mkdir(dbDir, { recursive: true });
    const loaded = new PGlite(dbDir, { loadDataDir: new Blob([new Uint8Array(dump)]), extensions: pgliteExtensions });
    await loaded.close();

    const mediaDir = path.join(config.dataDir, mediaFolder);
    await mkdir(mediaDir, { recursive: true });
    const images = await mediaFiles(path.join(staging, mediaFolder));
    for (const name of images) await rename(path.join(staging, mediaFolder, name), path.join(mediaDir, name));

    const database = await openDatabase(config);
    try {
      const found = { ...(await countRows(database.db)), mediaFiles: manifest.includesMedia ? images.length : 0 };
      const expected = { ...manifest.counts, mediaFiles: manifest.includesMedia ? manifest.counts.mediaFiles : 0 };
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        throw new Error(
          `The restored data does not match the backup's manifest: found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}.`,
        );
      }
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
