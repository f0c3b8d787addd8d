import sharp from 'sharp';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { HttpError, payloadTooLarge, unsupportedMedia } from '../../http/errors.ts';
import { withImageSlot } from './image-slots.ts';

const acceptedFormats = new Set(['jpeg', 'png']);

export interface EncodedImage {
  full: Buffer;
  small: Buffer;
  /** The full size's pixels, upright. */
  width: number;
  height: number;
}

/** An upload waiting on disk. */
export interface ImageFile {
  path: string;
  size: number;
}

/**
 * Checks an upload by its bytes, never by its name or declared type: a JPEG
 * or PNG within the size and pixel limits. Reads only the header.
 */
export async function checkImage(file: ImageFile): Promise<void> {
  if (file.size > limits.image.maxBytes) throw payloadTooLarge(m.imageTooLarge);
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await withImageSlot(() => sharp(file.path, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupportedMedia(m.imageTypeUnsupported);
  }
  if (!acceptedFormats.has(metadata.format ?? '')) throw unsupportedMedia(m.imageTypeUnsupported);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > limits.image.maxPixels) throw payloadTooLarge(m.imageTooManyPixels);
}

/** Re-encodes a checked upload as upright WebP in two sizes, with no metadata left; one size after the other, in one of the process's image slots. */
export async function encodeImage(file: ImageFile): Promise<EncodedImage> {
  try {
    return await withImageSlot(async () => {
      const resized = (side: number) =>
        sharp(file.path, { limitInputPixels: limits.image.maxPixels, failOn: 'error' })
          .rotate()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      const full = await resized(limits.image.fullSide);
      const small = await resized(limits.image.smallSide);
      return { full: full.data, small: small.data, width: full.info.width, height: full.info.height };
    });
  } catch {
    throw new HttpError(400, m.imageUnreadable);
  }
}
