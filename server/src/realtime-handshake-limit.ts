import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { messages as m } from '#contract/messages.ts';
import type { RealtimeSocket } from './realtime-events.ts';
import { isOwnProxy } from './http/trusted-proxies.ts';

/**
 * The client's address, found from the handshake's HTTP request by the same library and rule as
 * Fastify's `request.ip`: behind `proxies` trusted proxies, the one the outermost appended to
 * X-Forwarded-For (earlier entries are whatever the client sent).
 */
export const handshakeAddress = (socket: RealtimeSocket, proxies: number): string => proxyAddr(socket.request, isOwnProxy(proxies));

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
