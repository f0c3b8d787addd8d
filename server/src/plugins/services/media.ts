import fp from 'fastify-plugin';
import { createMediaStore, type MediaStore } from '../../services/media.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images, stored and served from the data folder. */
    media: MediaStore;
  }
}

export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', createMediaStore(app.config.dataDir));
  },
  { name: 'media', dependencies: ['config'] },
);
