import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages as m } from '#contract/messages.ts';
import { HttpError } from '../http/errors.ts';

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

/** Every error answers `{ message, errors? }`; a 5xx never shows its text. */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }) });
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
