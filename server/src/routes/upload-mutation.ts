import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { runMutation, type Outcome } from '../http/mutation.ts';
import { withStoredImages } from '../http/uploads.ts';
import type { ImageFile } from '../services/media/encode.ts';

export interface Upload {
  /** The uploads, waiting on disk until the answer is sent. */
  files: ImageFile[];
  /** readForm's fingerprint: what a repeated Idempotency-Key is compared against. */
  fingerprint: unknown;
}

/** A change that names freshly stored images: stored first, removed again if the change fails or was a replay. */
export const runUploadMutation = (request: FastifyRequest, reply: FastifyReply, upload: Upload, work: (tx: Tx, urls: string[]) => Promise<Outcome>) =>
  withStoredImages(request.server.media, reply, upload.files, (urls) =>
    runMutation(request, reply, (tx) => work(tx, urls), { fingerprint: upload.fingerprint }),
  );
