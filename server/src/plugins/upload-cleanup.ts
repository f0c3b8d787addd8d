import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { removeUploadFolder } from '../http/upload-files.ts';

/**
 * Uploaded files wait in a temporary folder per request while it is handled;
 * it goes as the answer is sent, whatever it was (stored, refused, failed),
 * and as soon as the connection closes when the client goes away first.
 */
export const uploadCleanupPlugin = fp(
  async (app) => {
    const remove = async (request: FastifyRequest) =>
      removeUploadFolder(request).catch((error: unknown) => request.log.warn({ err: error }, 'temporary upload files not removed'));
    app.addHook('onRequest', async (request, reply) => {
      // A client gone after sending its whole body gets no answer, so onResponse never runs, and it is no abort either: the response's close is the one sure signal.
      if (request.isMultipart()) reply.raw.once('close', () => void remove(request));
    });
    // The answer is being sent: the handler is done with its files, even when the client has gone and the answer reaches no one.
    app.addHook('onSend', async (request, _reply, payload) => {
      await remove(request);
      return payload;
    });
  },
  { name: 'upload-cleanup', dependencies: ['config'] },
);
