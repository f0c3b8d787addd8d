import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { runMutation, type Outcome } from '../http/mutation.ts';
import { withStoredImages } from '../http/uploads.ts';
import { requireUser } from '../plugins/auth.ts';
import type { ImageFile } from '../services/media/encode.ts';
import { type Photo, photoOfStored, takeUploads, withAlts } from '../services/media/photos.ts';
import { countToAccount, refuseWhenFull } from '../services/media/quota.ts';

export interface Upload {
  /** The uploads, waiting on disk until the answer is sent. */
  files: ImageFile[];
  /** readForm's fingerprint: what a repeated Idempotency-Key is compared against. */
  fingerprint: unknown;
  /** The caller's photos uploaded ahead (POST /api/media), by id: they come before the files. */
  mediaIds?: string[];
  /** The description of each photo, in that order; a photo without one keeps its upload's ('' for a file). */
  alts?: readonly string[];
}

/**
 * A change that names photos: the files stored first, counted to the
 * caller's storage in the change's transaction (refused past the quota), and
 * removed again if the change fails or was a replay; the photos uploaded
 * ahead taken in that transaction too. The work gets them all, in order.
 */
export async function runUploadMutation(
  request: FastifyRequest,
  reply: FastifyReply,
  upload: Upload,
  work: (tx: Tx, photos: Photo[]) => Promise<Outcome>,
) {
  const { db, media, config } = request.server;
  const caller = requireUser(request);
  const quota = config.storageQuotaBytes ?? 0;
  if (upload.files.length > 0) await refuseWhenFull(db, caller.id, quota);
  return withStoredImages(media, reply, upload.files, (images) =>
    runMutation(
      request,
      reply,
      async (tx) => {
        await countToAccount(tx, caller.id, quota, images);
        const taken = await takeUploads(tx, caller.id, upload.mediaIds ?? []);
        return work(tx, withAlts([...taken, ...images.map(photoOfStored)], upload.alts ?? []));
      },
      { fingerprint: upload.fingerprint },
    ),
  );
}
