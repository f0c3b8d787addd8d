import fp from 'fastify-plugin';
import { PostPageCache } from '../../services/post-page-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Post list pages as sent; every change to what a post shows invalidates it. */
    postPages: PostPageCache;
  }
}

export const postPagesPlugin = fp(
  async (app) => {
    app.decorate('postPages', new PostPageCache());
  },
  { name: 'post-pages' },
);
