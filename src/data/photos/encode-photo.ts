import { limits } from '@/contract/limits.ts';
import { fitWithin } from './photo-size.ts';
import { carriesMetadata, headerBytes } from './photo-metadata.ts';
import { keepsOriginal } from './keep-original.ts';
import type { PreparedPhoto } from './prepared-photo.ts';

/** Keeps a photo looking like a photo at a fraction of a phone's bytes. */
const jpegQuality = 0.85;

function hasTransparency(context: OffscreenCanvasRenderingContext2D, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if ((pixels[alpha] ?? 255) < 255) return true;
  return false;
}

/**
 * Draws the photo upright at most `limits.image.fullSide` on its longest edge and re-encodes it, which
 * leaves its metadata (GPS, camera) behind: JPEG, or PNG for a PNG with transparency (the server takes
 * only these two). Runs in the resize worker.
 */
export async function encodePhoto(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const original = { width: bitmap.width, height: bitmap.height };
  const size = fitWithin(original.width, original.height, limits.image.fullSide);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const transparent = file.type === 'image/png' && hasTransparency(context, size.width, size.height);
  const blob = await canvas.convertToBlob(transparent ? { type: 'image/png' } : { type: 'image/jpeg', quality: jpegQuality });
  const header = new Uint8Array(await file.slice(0, headerBytes).arrayBuffer());
  const facts = { ...original, bytes: file.size, carriesMetadata: carriesMetadata(header) };
  return keepsOriginal(facts, blob.size, limits.image.fullSide) ? { blob: file, ...original } : { blob, ...size };
}
