import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema.ts';
import { hashToken } from '../services/tokens.ts';
import { unauthorized } from '../http/errors.ts';

export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null; set by the auth hook for every /api and socket call. */
    user: AuthUser | null;
  }
}

const bearer = /^Bearer\s+(\S{20,200})$/i;

/** Resolves `Authorization: Bearer <token>` to the session's user. A bad or revoked token is 401. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = bearer.exec(header);
    if (!match) throw unauthorized();
    request.user = await findSessionUser(app, match[1]!);
    if (!request.user) throw unauthorized();
  });
}

export async function findSessionUser(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const [row] = await app.ctx.db
    .select({ id: users.id, sessionId: sessions.id, email: users.email, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
