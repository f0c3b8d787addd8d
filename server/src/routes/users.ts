import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './users/account.ts';
import { profileRoutes } from './users/profile.ts';
import { followRoutes } from './users/follow.ts';
import { directoryRoutes } from './users/directory.ts';
import { sessionRoutes } from './users/sessions.ts';
import { recoveryRoutes } from './users/recovery.ts';
import { deleteAccountRoutes } from './users/delete-account.ts';
import { dataExportRoutes } from './users/data-export.ts';
import { blockRoutes } from './users/blocks.ts';

export async function usersRoutes(app: FastifyInstance) {
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(followRoutes);
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
  await app.register(deleteAccountRoutes);
  await app.register(dataExportRoutes);
  await app.register(blockRoutes);
  await app.register(directoryRoutes);
}
