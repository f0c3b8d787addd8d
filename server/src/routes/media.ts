import type { FastifyInstance } from 'fastify';
import { mediaPrefix } from '#contract/paths.ts';
import { notFound } from '../http/errors.ts';

/** Processed images under /media/{name}.webp (?size=small for the small one); names never change, so they cache forever. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string }; Querystring: { size?: unknown } }>(`${mediaPrefix}:name`, async (request, reply) => {
    // Any name that is not one the server made is simply not there.
    const image = await app.media.open(request.params.name, request.query.size === 'small' ? 'small' : 'full');
    if (!image) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', image.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.body);
  });
}
