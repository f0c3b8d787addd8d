import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
    const media = createMediaStore(failingAfter(diskBlobs(dir), 3));
    const images = await Promise.all([pngImage(30, 20), pngImage(31, 20), pngImage(32, 20)]);
    await expect(media.storeAll(images)).rejects.toBeInstanceOf(MediaStoreUnavailable);
    expect(await readdir(dir)).toEqual([]);
  });
});
