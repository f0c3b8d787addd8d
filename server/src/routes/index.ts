import type { FastifyInstance } from 'fastify';
import { usersRoutes } from './users.ts';
import { locationRoutes } from './location.ts';
import { mediaRoutes } from './media.ts';
import { mediaUploadRoutes } from './media-uploads.ts';
import { petsRoutes } from './pets.ts';
import { postsRoutes } from './posts.ts';
import { galleryRoutes } from './gallery.ts';
import { notificationsRoutes } from './notifications.ts';
import { messagesRoutes } from './messages.ts';
import { pushRoutes } from './push.ts';
import { clientErrorsRoutes } from './client-errors.ts';
import { searchRoutes } from './search.ts';
import { tagsRoutes } from './tags.ts';
import { exploreRoutes } from './explore.ts';
import { reportRoutes } from './reports.ts';
import { moderationRoutes } from './moderation.ts';

/** Every resource's routes, each an encapsulated plugin that reads the app's decorators (`app.db`, `app.media`, …). */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(usersRoutes);
  await app.register(locationRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(petsRoutes);
  await app.register(postsRoutes);
  await app.register(galleryRoutes);
  await app.register(notificationsRoutes);
  await app.register(messagesRoutes);
  await app.register(pushRoutes);
  await app.register(searchRoutes);
  await app.register(tagsRoutes);
  await app.register(exploreRoutes);
  await app.register(clientErrorsRoutes);
  await app.register(reportRoutes);
  await app.register(moderationRoutes);
}
