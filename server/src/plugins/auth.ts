import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { sessionUserOf, type AuthUser } from '../services/sessions.ts';
import * as sessions from '../repositories/sessions.ts';
import { unauthorized } from '../http/errors.ts';
import { apiPrefix } from '#contract/paths.ts';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null; set by the auth hook for every /api and socket call. */
    user: AuthUser | null;
  }
}

const bearer = /^Bearer\s+(\S{20,200})$/i;

/** A session's last use is written at most this often (the statement itself checks too, for requests that raced here). */
const touchAfterMs = 60 * 60 * 1000;

/** Resolves `Authorization: Bearer <token>` to the session's user. A bad or revoked token is 401. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      // Only API calls carry session tokens; other paths (metrics) read the header their own way.
      if (!header || !request.url.startsWith(`${apiPrefix}/`)) return;
      const match = bearer.exec(header);
      if (!match) throw unauthorized();
      request.user = await sessionUserOf(app.db, match[1]!);
      if (!request.user) throw unauthorized();
      if (Date.now() - request.user.lastUsedAt.getTime() > touchAfterMs) await sessions.touch(app.db, request.user.sessionId);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
