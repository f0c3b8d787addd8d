import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { mediaPrefix } from '../../../src/contract/paths.ts';
import { notFound } from '../http/errors.ts';

const mediaParams = v.object({ name: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}\.webp$/)) });
const mediaQuery = v.object({ size: v.optional(v.string()) });

/** Processed images under /media/{name}.webp (?size=small for the small one); names never change, so they cache forever. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string }; Querystring: { size?: string } }>(`${mediaPrefix}:name`, { schema: { params: mediaParams, querystring: mediaQuery } }, async (request, reply) => {
    const size = request.query.size === 'small' ? 'small' : 'full';
    const file = app.ctx.media.filePath(request.params.name, size);
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
