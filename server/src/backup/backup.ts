import path from 'node:path';
import { cp, link, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { create } from 'tar';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { countRows, type BackupCounts } from './contents.ts';

export const manifestName = 'manifest.json';
export const databaseName = 'database.tar.gz';
export const mediaFolder = 'media';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  counts: BackupCounts;
  /** False when the images live in an S3 bucket, which is backed up on its own (deploy/README.md). */
  includesMedia: boolean;
}

/** The image files of the data folder, without the half-written `.tmp` files of an upload in flight. */
export async function mediaFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('.tmp')).sort();
}

/**
 * Writes one tar file holding the embedded database as PGlite dumps it (a
 * consistent copy: the database is opened by this process alone, which the
 * data folder's lock guarantees), the uploaded images, and a manifest of
 * what it holds. Refuses while a server holds the data folder, and with
 * PostgreSQL, whose own tools back it up.
 */
export async function writeBackup(config: Config, file: string): Promise<BackupManifest> {
  if (config.database === 'postgres')
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump, and the images with the bucket or folder they are in (deploy/README.md).');
  const database = await openDatabase(config);
  const staging = await mkdtemp(path.join(config.dataDir, '.backup-'));
  try {
    const mediaDir = path.join(config.dataDir, mediaFolder);
    const images = config.s3 ? [] : await mediaFiles(mediaDir);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      counts: { ...(await countRows(database.db)), mediaFiles: images.length },
      includesMedia: !config.s3,
    };
    const dump = await database.dump!();
    await writeFile(path.join(staging, databaseName), new Uint8Array(await dump.arrayBuffer()));
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.join(staging, mediaFolder));
    // Hard links cost no space; a temporary folder on another disk gets copies.
    for (const name of images) {
      const [from, to] = [path.join(mediaDir, name), path.join(staging, mediaFolder, name)];
      await link(from, to).catch(() => cp(from, to));
    }
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await create({ file, cwd: staging, portable: true }, [manifestName, databaseName, mediaFolder]);
    return manifest;
  } finally {
    await database.close();
    await rm(staging, { recursive: true, force: true });
  }
}
