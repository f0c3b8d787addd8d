import type { FastifyReply } from 'fastify';
import type { MediaStore } from '../services/media/store.ts';

/**
 * Stores the images, then runs the change that names them. If the change
 * fails, or a repeated Idempotency-Key answered from the store instead, the
 * new files are removed again: nothing is left orphaned, nothing half-published.
 */
export async function withStoredImages(
  media: MediaStore,
  reply: FastifyReply,
  buffers: Buffer[],
  change: (urls: string[]) => Promise<FastifyReply>,
): Promise<FastifyReply> {
  const urls = await media.storeAll(buffers);
  try {
    const sent = await change(urls);
    if (reply.getHeader('idempotent-replayed')) await media.removeAll(urls);
    return sent;
  } catch (error) {
    await media.removeAll(urls);
    throw error;
  }
}
