import type { FastifyInstance } from 'fastify';
import { petReadRoutes } from './pets/read.ts';
import { petWriteRoutes } from './pets/write.ts';

export async function petsRoutes(app: FastifyInstance) {
  await app.register(petReadRoutes);
  await app.register(petWriteRoutes);
}
