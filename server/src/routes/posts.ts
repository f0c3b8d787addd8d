import type { FastifyInstance } from 'fastify';
import { postReadRoutes } from './posts/read.ts';
import { postWriteRoutes } from './posts/write.ts';
import { likeRoutes } from './posts/likes.ts';
import { commentRoutes } from './posts/comments.ts';
import { commentPageRoutes } from './posts/comment-pages.ts';

export async function postsRoutes(app: FastifyInstance) {
  await app.register(postReadRoutes);
  await app.register(postWriteRoutes);
  await app.register(likeRoutes);
  await app.register(commentRoutes);
  await app.register(commentPageRoutes);
}
