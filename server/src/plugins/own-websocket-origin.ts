import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A host name with an optional port, IPv6 in brackets: nothing that could end or add a CSP directive. */
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const origins = new WeakMap<IncomingMessage, string>();

/**
 * The WebSocket origin of the host the request came to (wss: behind HTTPS,
 * ws: otherwise), so the CSP lets socket.io connect back to this server and
 * nowhere else. Fastify's request decides the protocol and host, honouring
 * TRUST_PROXY; the CSP is written on the raw request, so it is kept here.
 */
export function trackOwnWebSocketOrigin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const host = request.host;
    if (plainHost.test(host)) origins.set(request.raw, `${request.protocol === 'https' ? 'wss' : 'ws'}://${host}`);
  });
}

/** For a CSP directive: the request's own WebSocket origin, or nothing when the Host header is unusable. */
export const ownWebSocketOrigin = (raw: IncomingMessage) => origins.get(raw) ?? '';
