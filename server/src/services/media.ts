import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { limits } from '#contract/limits.ts';
import { mediaPrefix } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { HttpError, payloadTooLarge, unsupportedMedia } from '../http/errors.ts';

const acceptedFormats = new Set(['jpeg', 'png']);
const namePattern = /^[a-f0-9]{32}\.webp$/;

export interface MediaStore {
  /** Checks, turns upright, strips and re-encodes every image, then writes all of them; any failure writes none. */
  storeAll(buffers: Buffer[]): Promise<string[]>;
  /** Removes the files behind media urls (after the rows naming them are gone). */
  removeAll(urls: Iterable<string | null | undefined>): Promise<void>;
  /** The file for a served name, or null when the name is not one of ours. */
  filePath(name: string, size: 'full' | 'small'): string | null;
}

export function createMediaStore(dataDir: string): MediaStore {
  const dir = path.join(dataDir, 'media');
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (name: string, size: 'full' | 'small') =>
    path.join(dir, size === 'small' ? name.replace(/\.webp$/, '.small.webp') : name);

  return {
    async storeAll(buffers) {
      await ready;
      const encoded = await Promise.all(buffers.map(encode));
      const names: string[] = [];
      try {
        for (const image of encoded) {
          const name = `${randomBytes(16).toString('hex')}.webp`;
          names.push(name);
          await writeAtomically(fileOf(name, 'full'), image.full);
          await writeAtomically(fileOf(name, 'small'), image.small);
        }
      } catch (error) {
        await Promise.all(names.flatMap((name) => [rm(fileOf(name, 'full'), { force: true }), rm(fileOf(name, 'small'), { force: true })]));
        throw error;
      }
      return names.map((name) => `${mediaPrefix}${name}`);
    },
    async removeAll(urls) {
      const names = [...urls].flatMap((url) => {
        const name = url?.startsWith(mediaPrefix) ? url.slice(mediaPrefix.length) : '';
        return namePattern.test(name) ? [name] : [];
      });
      await Promise.all(names.flatMap((name) => [rm(fileOf(name, 'full'), { force: true }), rm(fileOf(name, 'small'), { force: true })]));
    },
    filePath(name, size) {
      return namePattern.test(name) ? fileOf(name, size) : null;
    },
  };
}

async function writeAtomically(file: string, data: Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** The type is read from the bytes; the name and the declared type are never trusted. */
async function encode(buffer: Buffer): Promise<{ full: Buffer; small: Buffer }> {
  if (buffer.length > limits.image.maxBytes) throw payloadTooLarge(m.imageTooLarge);
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMedia(m.imageTypeUnsupported);
  }
  if (!acceptedFormats.has(metadata.format ?? '')) throw unsupportedMedia(m.imageTypeUnsupported);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > limits.image.maxPixels) throw payloadTooLarge(m.imageTooManyPixels);
  try {
    const upright = sharp(buffer, { limitInputPixels: limits.image.maxPixels, failOn: 'error' }).rotate();
    const resized = (side: number) =>
      upright.clone().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    const [full, small] = await Promise.all([resized(limits.image.fullSide), resized(limits.image.smallSide)]);
    return { full, small };
  } catch {
    throw new HttpError(400, m.imageUnreadable);
  }
}
