import type { FastifyInstance } from 'fastify';

/** Routes of this resource land with their issue; registered now so app.ts does not change. */
export async function postsRoutes(_app: FastifyInstance) {}
