import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { sessionUserOf, type AuthUser } from '../services/sessions.ts';
import { unauthorized } from '../http/errors.ts';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null; set by the auth hook for every /api and socket call. */
    user: AuthUser | null;
  }
}

const bearer = /^Bearer\s+(\S{20,200})$/i;

/** Resolves `Authorization: Bearer <token>` to the session's user. A bad or revoked token is 401. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = bearer.exec(header);
      if (!match) throw unauthorized();
      request.user = await sessionUserOf(app.db, match[1]!);
      if (!request.user) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
