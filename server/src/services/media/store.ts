import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { mediaPrefix } from '#contract/paths.ts';
import type { BlobStore, StoredBlob } from './blobs.ts';
import { checkImage, encodeImage, type ImageFile } from './encode.ts';

const namePattern = /^[a-f0-9]{32}\.webp$/;

/** Whether a served name is one the server makes; any other is simply not there. */
export const isImageName = (name: string) => namePattern.test(name);

export type ImageSize = 'full' | 'small';

/** A stored image: its url, the bytes its two sizes take, and the full size's pixels. */
export interface StoredImage {
  url: string;
  name: string;
  bytes: number;
  width: number;
  height: number;
}

export interface MediaStore {
  /** Checks every upload, then turns each upright, strips, re-encodes and writes it, one after the other; any failure leaves none stored. */
  storeAll(files: ImageFile[]): Promise<StoredImage[]>;
  /** Removes both sizes of each named image from the store now. */
  removeNames(names: string[]): Promise<void>;
  /** The image for a served name, or null when the name is not one of ours or is not there. */
  open(name: string, size: ImageSize): Promise<{ body: Readable; size: number } | null>;
  /** Every stored image by name, with the time its newest size was written and the bytes of the sizes in the page, a page at a time. */
  list(): AsyncIterable<ListedImage[]>;
}

export interface ListedImage {
  name: string;
  modifiedAt: Date;
  bytes: number;
}

const keyOf = (name: string, size: ImageSize) => (size === 'small' ? name.replace(/\.webp$/, '.small.webp') : name);
const nameOfKey = (key: string) => key.replace(/\.small\.webp$/, '.webp');

/** The served names behind media urls; anything that is not one of ours is left out. */
export const namesOf = (urls: Iterable<string | null | undefined>): string[] =>
  [...urls].flatMap((url) => {
    const name = url?.startsWith(mediaPrefix) ? url.slice(mediaPrefix.length) : '';
    return namePattern.test(name) ? [name] : [];
  });

export const urlOf = (name: string) => `${mediaPrefix}${name}`;

export function createMediaStore(blobs: BlobStore): MediaStore {
  const removeNames = async (names: string[]) => {
    const removals = await Promise.allSettled(names.flatMap((name) => [blobs.remove(keyOf(name, 'full')), blobs.remove(keyOf(name, 'small'))]));
    const failed = removals.find((removal) => removal.status === 'rejected');
    if (failed) throw failed.reason;
  };

  return {
    async storeAll(files) {
      // Every file is checked (headers only) before any is decoded, so a refusal costs little and stores nothing.
      for (const file of files) await checkImage(file);
      const names: string[] = [];
      const stored: StoredImage[] = [];
      try {
        for (const file of files) {
          // One at a time: a request holds one decoded image, and its encoded sizes, at most.
          const image = await encodeImage(file);
          const name = `${randomBytes(16).toString('hex')}.webp`;
          names.push(name);
          await blobs.put(keyOf(name, 'full'), image.full);
          await blobs.put(keyOf(name, 'small'), image.small);
          stored.push({ url: urlOf(name), name, bytes: image.full.length + image.small.length, width: image.width, height: image.height });
        }
      } catch (error) {
        // Best effort: the store that just failed may fail this too, and the first error is the one to answer.
        await removeNames(names).catch(() => undefined);
        throw error;
      }
      return stored;
    },
    removeNames,
    async open(name, size) {
      return namePattern.test(name) ? blobs.get(keyOf(name, size)) : null;
    },
    async *list() {
      for await (const page of blobs.list()) {
        const images = new Map<string, ListedImage>();
        for (const blob of page.filter((stored: StoredBlob) => namePattern.test(nameOfKey(stored.key)))) {
          const name = nameOfKey(blob.key);
          const seen = images.get(name);
          if (!seen) images.set(name, { name, modifiedAt: blob.modifiedAt, bytes: blob.size });
          else
            images.set(name, {
              name,
              modifiedAt: seen.modifiedAt < blob.modifiedAt ? blob.modifiedAt : seen.modifiedAt,
              bytes: seen.bytes + blob.size,
            });
        }
        yield [...images.values()];
      }
    },
  };
}
