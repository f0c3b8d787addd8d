import type { FastifyReply } from 'fastify';
import type { MediaService } from '../plugins/services/media.ts';
import type { ImageFile } from '../services/media/encode.ts';
import type { StoredImage } from '../services/media/store.ts';

/**
 * Stores the images, then runs the change that names them. If the change
 * fails, or a repeated Idempotency-Key answered from the store instead, the
 * new files are removed again: nothing is left orphaned, nothing half-published.
 */
export async function withStoredImages(
  media: MediaService,
  reply: FastifyReply,
  files: ImageFile[],
  change: (images: StoredImage[]) => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const images = await media.storeAll(files);
  const urls = images.map((image) => image.url);
  try {
    const sent = await change(images);
    if (reply.getHeader('idempotent-replayed')) await media.discard(urls);
    return sent;
  } catch (error) {
    // The change's error is the answer (a database outage is a 503), whatever the clean-up meets: a store that fails it gets them
    // through the delete queue, and with the database down too, the orphan sweep takes them after its grace.
    await media
      .discard(urls)
      .catch(() => media.removeAll(urls))
      .catch((cleanup: unknown) => reply.log.warn({ err: cleanup, urls }, 'images of a failed change not removed; the orphan sweep will'));
    throw error;
  }
}
