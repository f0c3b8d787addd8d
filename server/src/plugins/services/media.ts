import path from 'node:path';
import fp from 'fastify-plugin';
import { diskBlobs } from '../../services/media/disk-blobs.ts';
import { s3Blobs } from '../../services/media/s3-blobs.ts';
import { createMediaStore, type MediaStore } from '../../services/media/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: in an S3-compatible bucket when configured, else in the data folder. */
    media: MediaStore;
  }
}

export const mediaPlugin = fp(
  async (app) => {
    const { s3, dataDir } = app.config;
    app.decorate('media', createMediaStore(s3 ? s3Blobs(s3) : diskBlobs(path.join(dataDir, 'media'))));
  },
  { name: 'media', dependencies: ['config'] },
);
