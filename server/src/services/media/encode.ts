import sharp from 'sharp';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { HttpError, payloadTooLarge, unsupportedMedia } from '../../http/errors.ts';

const acceptedFormats = new Set(['jpeg', 'png']);

export interface EncodedImage {
  full: Buffer;
  small: Buffer;
}

/**
 * Checks an upload and re-encodes it as upright WebP in two sizes, with no
 * metadata left. The type is read from the bytes; the name and the declared
 * type are never trusted.
 */
export async function encodeImage(buffer: Buffer): Promise<EncodedImage> {
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
