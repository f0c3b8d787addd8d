import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import { ownWebSocketOrigin, trackOwnWebSocketOrigin } from './own-websocket-origin.ts';
import fp from 'fastify-plugin';

/** Powerful features the app never uses are off for it and anything it could embed. */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** HSTS is only meaningful on HTTPS, which this server sees only behind a trusted proxy (TRUST_PROXY and X-Forwarded-Proto). */
const hsts = 'max-age=31536000; includeSubDomains';

/** Security headers (CSP, nosniff, frame-ancestors, Permissions-Policy, HSTS on HTTPS); CORS only when an origin is configured. */
export async function registerSecurity(app: FastifyInstance, corsOrigin?: string) {
  trackOwnWebSocketOrigin(app);
  // Built once: helmet's middleware takes the one per-request part (connect-src) from the request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // socket.io connects back to this host only; 'self' alone does not cover ws: in every browser.
        connectSrc: ["'self'", (request) => ownWebSocketOrigin(request as IncomingMessage)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  if (corsOrigin) await app.register(cors, { origin: corsOrigin.split(','), credentials: true });
}

export const securityPlugin = fp<{ corsOrigin?: string }>(async (app, { corsOrigin }) => registerSecurity(app, corsOrigin), { name: 'security' });
