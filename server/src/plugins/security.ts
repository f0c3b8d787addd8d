import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Security headers (CSP, nosniff, frame-ancestors); CORS only when an origin is configured. */
export async function registerSecurity(app: FastifyInstance, corsOrigin?: string) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its keyframes as a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
  if (corsOrigin) await app.register(cors, { origin: corsOrigin.split(','), credentials: true });
}

export const securityPlugin = fp<{ corsOrigin?: string }>(async (app, { corsOrigin }) => registerSecurity(app, corsOrigin), { name: 'security' });
