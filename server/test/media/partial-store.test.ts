import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/services/media/blobs.ts';
import { diskBlobs } from '../../src/services/media/disk-blobs.ts';
import { MediaStoreUnavailable } from '../../src/services/media/store-errors.ts';
import { createMediaStore } from '../../src/services/media/store.ts';
import { pngImage } from '../support/images.ts';

/** The disk store, failing every write after the first `good` ones as a store going down in the middle would. */
function failingAfter(inner: BlobStore, good: number): BlobStore {
  let written = 0;
  return {
    ...inner,
    async put(key, data) {
      if (written >= good) throw new MediaStoreUnavailable('put', new Error('connect ECONNREFUSED'));
      written += 1;
      await inner.put(key, data);
    },
  };
}

describe('storing several images when the store fails part way', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-partial-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('removes the images already written and answers the store error', async () => {
    const stored = path.join(dir, 'stored');
    const media = createMediaStore(failingAfter(diskBlobs(stored), 3));
    const images = await Promise.all(
      [30, 31, 32].map(async (width) => {
        const file = path.join(dir, `${width}.png`);
        const bytes = await pngImage(width, 20);
        await writeFile(file, bytes);
        return { path: file, size: bytes.length };
      }),
    );
    await expect(media.storeAll(images)).rejects.toBeInstanceOf(MediaStoreUnavailable);
    expect(await readdir(stored)).toEqual([]);
  });
});
