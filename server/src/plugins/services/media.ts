import path from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/client.ts';
import * as deletions from '../../repositories/media-deletions.ts';
import { countImagesStoredBefore } from '../../services/media/count-backfill.ts';
import { startDeletionWorker } from '../../services/media/deletion-worker.ts';
import { diskBlobs } from '../../services/media/disk-blobs.ts';
import type { ImageFile } from '../../services/media/encode.ts';
import { sweepOrphans } from '../../services/media/orphan-sweep.ts';
import { expirePendingUploads } from '../../services/media/pending-uploads.ts';
import { s3Blobs } from '../../services/media/s3-blobs.ts';
import { createMediaStore, type ImageSize, isImageName, namesOf, type StoredImage } from '../../services/media/store.ts';
import * as storedImages from '../../repositories/stored-images.ts';

export interface MediaService {
  /** Checks, re-encodes and stores the images; answers their urls. Any failure stores none. */
  storeAll(files: ImageFile[]): Promise<StoredImage[]>;
  /** Removes images that no committed row ever named (a failed or replayed change), now; a failure leaves them to the orphan sweep. */
  discard(urls: Iterable<string | null | undefined>): Promise<void>;
  /**
   * In the transaction that deletes or replaces the rows naming these images:
   * queues them for removal, so they stop being served once it commits and
   * leave the store even if it is down now. Answers the names queued, for `removeNow`.
   */
  forget(tx: Queryable, urls: Iterable<string | null | undefined>): Promise<string[]>;
  /** After the commit: removes the queued images at once; what fails stays queued and is retried. */
  removeNow(names: string[]): Promise<void>;
  /** `forget` on its own statement, then `removeNow`: for images whose rows are already gone. Never fails on the store: what it cannot remove stays queued. */
  removeAll(urls: Iterable<string | null | undefined>): Promise<void>;
  /** The image for a served name, or null when it is not ours, not there, or its content was deleted. */
  open(name: string, size: ImageSize): Promise<{ body: Readable; size: number } | null>;
  /** Removes every queued image that is due (tests; the worker does it in the background). */
  removeDue(): Promise<number>;
  /** Queues the images no row names that are past the grace; answers how many. */
  sweepOrphans(now?: Date): Promise<number>;
  /** Deletes the photos uploaded ahead that nothing took in time, queuing their images; answers how many. */
  expireUploads(now?: Date): Promise<number>;
  /** Images waiting in the delete queue. */
  waitingRemovals(): Promise<number>;
  /** Counts for the storage quota the images stored before it counted them; answers how many (run at start). */
  countImagesStoredBefore(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: in an S3-compatible bucket when configured, else in the data folder; deletions go through a durable queue. */
    media: MediaService;
  }
}

export const mediaPlugin = fp(
  async (app) => {
    const { s3, dataDir, mediaDeletionWorker } = app.config;
    const store = createMediaStore(s3 ? s3Blobs(s3) : diskBlobs(path.join(dataDir, 'media')));
    const worker = startDeletionWorker(
      { db: app.db, removeNames: store.removeNames, log: app.log },
      {
        pollMs: 5000,
        retryBaseMs: 1000,
        maxRetryMs: 10 * 60_000,
        batchSize: 20,
        leaseMs: 60_000,
        background: mediaDeletionWorker !== false,
      },
    );
    const forget = async (tx: Queryable, urls: Iterable<string | null | undefined>) => {
      const names = namesOf(urls);
      await deletions.enqueue(tx, names);
      await storedImages.remove(tx, names);
      return names;
    };
    app.decorate('media', {
      storeAll: store.storeAll,
      discard: (urls) => store.removeNames(namesOf(urls)),
      forget,
      removeNow: worker.removeNow,
      async removeAll(urls) {
        // A store that is down costs one try (the rest wait untried), so the caller waits at most one S3 timeout pair.
        await worker.removeNow(await forget(app.db, urls));
      },
      // One primary-key probe of a table that is empty when the store is well: cheaper than asking the four tables that name images.
      async open(name, size) {
        if (!isImageName(name) || (await deletions.isQueued(app.db, name))) return null;
        return store.open(name, size);
      },
      removeDue: worker.removeDue,
      sweepOrphans: (now) => sweepOrphans(app.db, store, now),
      async expireUploads(now) {
        const names = await app.db.transaction((tx) => expirePendingUploads(tx, forget, now));
        await worker.removeNow(names);
        return names.length;
      },
      waitingRemovals: () => deletions.countWaiting(app.db),
      countImagesStoredBefore: () => countImagesStoredBefore(app.db, store),
    } satisfies MediaService);
    app.addHook('onReady', async () => {
      if (mediaDeletionWorker === false) return;
      // What the last run left queued goes at start.
      void worker.removeDue().catch((error: unknown) => app.log.warn({ err: error }, 'media delete queue pass failed'));
      void countImagesStoredBefore(app.db, store).then(
        (counted) => counted > 0 && app.log.info({ counted }, 'images stored before the storage quota existed are now counted'),
        (error: unknown) => app.log.warn({ err: error }, 'counting images stored before the storage quota failed; the next start tries again'),
      );
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'media', dependencies: ['config', 'db'] },
);
