import http from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';

/** How long a client may take, and how many may be connected, before the server lets go of them. */
export interface ClientLimits {
  /** Until the request's headers are complete: a client dribbling them (slowloris) is cut off after this. */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived: long enough for a phone uploading ten photos on a slow link. */
  requestTimeoutMs: number;
  /** Open connections at once; beyond it a new one is closed as it arrives. */
  maxConnections: number;
}

export const defaultClientLimits: ClientLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, maxConnections: 10_000 };

/**
 * Node's HTTP server with the client limits applied. Node checks the two
 * timeouts only every `connectionsCheckingInterval` (30 s by default), which
 * is why slow clients used to be held for a minute and a half; here the check
 * runs at a tenth of the header timeout.
 */
export function serverWithClientLimits(limits: ClientLimits): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: Math.max(100, Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 10),
      },
      handler,
    );
    server.maxConnections = limits.maxConnections;
    return server;
  };
}

/** Says in the log that connections are being closed at the cap: at the first, then at most once a minute with how many since. */
export function logConnectionCap(server: http.Server, log: FastifyBaseLogger, everyMs = 60_000): void {
  let dropped = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  server.on('drop', () => {
    dropped += 1;
    if (performance.now() - loggedAt < everyMs) return;
    log.warn({ dropped, maxConnections: server.maxConnections }, 'connection cap reached: new connections are closed as they arrive');
    dropped = 0;
    loggedAt = performance.now();
  });
}
