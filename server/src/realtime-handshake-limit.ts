import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { messages as m } from '#contract/messages.ts';
import type { RealtimeSocket } from './realtime-events.ts';

/**
 * The client's address: behind a trusted proxy, the one it appended last to
 * X-Forwarded-For (earlier entries are whatever the client sent).
 */
export function handshakeAddress(socket: RealtimeSocket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const last = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return trustProxy && last ? last : socket.handshake.address;
}

/**
 * Counts socket.io handshakes per address like the anonymous HTTP calls, in
 * the rate limiter's own store (Redis when configured, so across processes),
 * before any token is looked up: a flood of forged tokens is refused cheaply.
 */
export function limitHandshakes(app: FastifyInstance) {
  const rule = app.rateLimits.socketHandshakesPerIp;
  if (!app.rateLimits.enabled) return (_socket: RealtimeSocket, next: (error?: ExtendedError) => void) => next();
  const check = app.createRateLimit(rule);
  return (socket: RealtimeSocket, next: (error?: ExtendedError) => void) => {
    // The limiter reads a request's address and route options; a handshake is no Fastify request, so it gets just those.
    const request = { ip: handshakeAddress(socket, app.config.trustProxy), routeOptions: { config: {} } } as unknown as FastifyRequest;
    check(request).then(
      (result) => next(result.isAllowed || !result.isExceeded ? undefined : new Error(m.tooManyRequests)),
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake limit failed');
        next();
      },
    );
  };
}
