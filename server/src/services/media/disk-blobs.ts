import path from 'node:path';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { BlobStore } from './blobs.ts';

/** Blobs as files in one folder; keys are checked names, so they never leave it. */
export function diskBlobs(dir: string): BlobStore {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, key);
  return {
    async put(key, data) {
      await ready;
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${fileOf(key)}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, fileOf(key));
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
  };
}
