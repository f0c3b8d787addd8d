import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as deletions from '../../repositories/media-deletions.ts';
import { storeFailureReason } from './store-errors.ts';

export interface DeletionWorkerOptions {
  /** How often the queue is looked at besides the wake-up after each committed deletion. */
  pollMs: number;
  /** The wait after a first failed removal; it doubles after each further one, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs: number;
  batchSize: number;
  /** How long a claimed row is out of other workers' reach: more than a removal may take (two attempts at the S3 timeout). */
  leaseMs: number;
  /** False: rows are removed only when asked (`removeNow`, `removeDue`); tests whose apps share one database. */
  background: boolean;
}

export interface DeletionWorker {
  /** Removes these queued images now, in the background of the caller (after its commit); a failure leaves them to the retries. */
  removeNow(names: string[]): Promise<void>;
  /** Removes every queued image that is due; answers how many went. */
  removeDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Works through the durable delete queue: claims rows (SKIP LOCKED, so any
 * number of processes share it), removes both sizes from the store and
 * deletes the row; a removal that fails (the store is down) is tried again
 * after a doubling wait, for as long as it takes.
 */
export function startDeletionWorker(
  deps: { db: Db; removeNames: (names: string[]) => Promise<void>; log: FastifyBaseLogger },
  options: DeletionWorkerOptions,
): DeletionWorker {
  const { db, removeNames, log } = deps;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function settle(rows: deletions.MediaDeletionRow[]): Promise<number> {
    let removed = 0;
    let storeDown: string | null = null;
    for (const [index, row] of rows.entries()) {
      const wait = Math.min(options.retryBaseMs * 2 ** Math.max(0, row.attempts - 1), options.maxRetryMs);
      // Once the store has failed, the rest of the batch waits its turn untried: against a store that hangs each try costs seconds.
      if (storeDown !== null) {
        await deletions.markFailed(db, row, storeDown, wait);
        continue;
      }
      try {
        await removeNames([row.name]);
      } catch (error) {
        storeDown = storeFailureReason(error instanceof Error && error.cause ? error.cause : error).slice(0, 2000);
        await deletions.markFailed(db, row, storeDown, wait);
        log.warn(
          { image: row.name, attempts: row.attempts, retryInMs: wait, reason: storeDown, untried: rows.length - index - 1 },
          'image of deleted content not removed yet; it will be tried again',
        );
        continue;
      }
      await deletions.markDone(db, row);
      removed += 1;
    }
    return removed;
  }

  async function pass(): Promise<number> {
    let removed = 0;
    while (!stopped) {
      const claimed = await deletions.claimDue(db, options.batchSize, options.leaseMs);
      if (claimed.length === 0) break;
      const settled = await settle(claimed);
      removed += settled;
      // The store failed: what is left waits for its retry time.
      if (settled < claimed.length) break;
    }
    return removed;
  }

  const removeDue = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  function schedule() {
    if (stopped || !options.background) return;
    timer = setTimeout(() => {
      void removeDue()
        .catch((error: unknown) => log.warn({ err: error }, 'media delete queue pass failed'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();

  return {
    async removeNow(names) {
      if (names.length === 0 || stopped) return;
      try {
        await settle(await deletions.claimDue(db, names.length, options.leaseMs, names));
      } catch (error) {
        log.warn({ err: error }, 'media delete queue: removal after commit failed; the queue keeps the images');
      }
    },
    removeDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
