import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { mediaPrefix } from '#contract/paths.ts';
import { notFound } from '../http/errors.ts';

/** Processed images under /media/{name}.webp (?size=small for the small one); names never change, so they cache forever. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string }; Querystring: { size?: unknown } }>(`${mediaPrefix}:name`, async (request, reply) => {
    const size = request.query.size === 'small' ? 'small' : 'full';
    // Any name that is not one the server made is simply not there.
    const file = app.media.filePath(request.params.name, size);
    if (!file) throw notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
}
