import path from 'node:path';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { BlobStore, StoredBlob } from './blobs.ts';

/** Blobs as files in one folder; keys are checked names, so they never leave it. */
export function diskBlobs(dir: string): BlobStore {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, key);
  return {
    async put(key, data) {
      await ready;
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${fileOf(key)}.${process.pid}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, fileOf(key));
      } catch (error) {
        // A write cut short by a full disk leaves an empty or partial file behind: it must go, or the disk stays full.
        await rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async putStream(key, body) {
      await ready;
      const temporary = `${fileOf(key)}.${process.pid}.tmp`;
      try {
        await pipeline(body, createWriteStream(temporary));
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(fileOf(key)), size: info.size };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      await ready;
      const page: StoredBlob[] = [];
      for (const key of await readdir(dir)) {
        const info = await stat(fileOf(key)).catch(() => null);
        if (info?.isFile()) page.push({ key, modifiedAt: info.mtime, size: info.size });
        if (page.length === 1000) yield page.splice(0);
      }
      if (page.length > 0) yield page;
    },
  };
}
