import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages as m } from '#contract/messages.ts';
import { HttpError, retryAfterSeconds } from '../http/errors.ts';
import { databaseUnavailable } from '../db/errors.ts';
import { MediaStoreUnavailable, isDiskFull, storeFailureReason } from '../services/media/store-errors.ts';

const statusMessages: Record<number, string> = {
  400: m.invalidInput,
  401: m.notSignedIn,
  403: m.forbidden,
  404: m.notFound,
  413: m.payloadTooLarge,
  // Fastify's own 415 is about the body's content type; images refused by type come as HttpErrors with their own text.
  415: m.invalidInput,
  429: m.tooManyRequests,
};

/**
 * Every error answers `{ message, errors? }`; a 5xx never shows its text. A
 * database that cannot be reached is a 503 with Retry-After, which the app's
 * outbox retries: the request did nothing, or (a commit whose answer was lost)
 * its Idempotency-Key makes the retry answer what was done. So is an image
 * store (S3) that fails or does not answer in time.
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode === 503) reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }) });
  }
  // Before the database's check: the store's network errors carry the same codes.
  if (error instanceof MediaStoreUnavailable) {
    request.log.warn({ operation: error.operation, reason: storeFailureReason(error.cause) }, 'media store unavailable: answered 503');
    return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ message: m.mediaStoreUnavailable });
  }
  if (isDiskFull(error)) {
    request.log.error({ err: error }, 'disk full: answered 507');
    return reply.code(507).send({ message: m.storageFull });
  }
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    request.log.warn({ reason: unavailable }, 'database unavailable: answered 503');
    return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ message: m.serviceUnavailable });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 429 ? m.tooManyRequests : (statusMessages[status] ?? m.invalidInput);
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: m.serverError });
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'error-handler' },
);
