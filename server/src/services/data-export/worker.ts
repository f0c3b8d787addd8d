import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import * as dataExports from '../../repositories/data-exports.ts';
import type { DataExportRow } from '../../repositories/data-exports.ts';
import * as users from '../../repositories/users.ts';
import type { UserRow } from '../../repositories/users.ts';
import type { BlobStore } from '../media/blobs.ts';
import type { MediaStore } from '../media/store.ts';
import { writeArchive } from './archive.ts';

export interface ExportWorkerDeps {
  db: Db;
  media: Pick<MediaStore, 'open'>;
  /** Where finished archives are kept. */
  files: BlobStore;
  /** A local folder for the archive while it is written. */
  buildDir: string;
  log: FastifyBaseLogger;
  /**
   * In the transaction that makes the export ready: tell the owner (the mail
   * and the notification with its link). What it answers runs once that
   * transaction is committed (the live event).
   */
  onReady(tx: Tx, row: DataExportRow, user: UserRow, expiresAt: Date): Promise<() => void>;
}

export interface ExportWorkerOptions {
  pollMs: number;
  /** How long a claim holds without renewal; renewed every third of it while building. */
  leaseMs: number;
  /** Tries before an export is given up on; each failure waits `retryBaseMs` doubled per try. */
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a ready export can be downloaded. */
  keepDays: number;
  /** False: nothing is built but by `runDue` (tests whose apps share one database). */
  background: boolean;
}

export interface ExportWorker {
  wake(): void;
  /** Builds every export due now, one after another; answers how many became ready. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Builds the exports people asked for, in the background: claims one due
 * export at a time (any number of workers in any number of processes may
 * share the table; a claim skips what another holds), writes its ZIP to a
 * local file, moves that into the export store and marks the export ready in
 * the transaction that queues its mail and makes its notification. An export whose process stopped is
 * due again when its lease runs out; one that fails is tried again later.
 */
export function startExportWorker(deps: ExportWorkerDeps, options: ExportWorkerOptions): ExportWorker {
  const { db, files, log } = deps;
  let stopped = false;
  let pass: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function build(claim: DataExportRow): Promise<boolean> {
    const user = await users.findById(db, claim.userId);
    if (!user) return false;
    const fileKey = `${randomBytes(16).toString('hex')}.zip`;
    await mkdir(deps.buildDir, { recursive: true });
    const temporary = path.join(deps.buildDir, `${claim.id}-${claim.attempts}.zip.part`);
    const heartbeat = setInterval(
      () => void dataExports.renewLease(db, claim, options.leaseMs).catch((error: unknown) => log.warn({ err: error }, 'export lease not renewed')),
      options.leaseMs / 3,
    );
    try {
      const started = Date.now();
      const { images } = await writeArchive(db, deps.media, user, createWriteStream(temporary));
      const { size } = await stat(temporary);
      await files.putStream(fileKey, createReadStream(temporary), size);
      log.info({ exportId: claim.id, bytes: size, images, ms: Date.now() - started }, 'data export built');
    } finally {
      clearInterval(heartbeat);
      await rm(temporary, { force: true });
    }
    const afterCommit = await db.transaction(async (tx) => {
      const expiresAt = await dataExports.markReady(tx, claim, fileKey, options.keepDays);
      return expiresAt && deps.onReady(tx, claim, user, expiresAt);
    });
    // Another worker took it over, or the account was deleted meanwhile: this archive is nobody's.
    if (!afterCommit) {
      await files.remove(fileKey);
      return false;
    }
    afterCommit();
    return true;
  }

  async function runPass(): Promise<number> {
    let built = 0;
    while (!stopped) {
      const claim = await dataExports.claimDue(db, options.leaseMs);
      if (!claim) break;
      try {
        if (await build(claim)) built += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = claim.attempts >= options.maxAttempts;
        await dataExports.markFailed(db, claim, reason.slice(0, 2000), options.retryBaseMs * 2 ** (claim.attempts - 1), giveUp);
        log.warn({ exportId: claim.id, attempts: claim.attempts, giveUp, err: error }, 'data export not built');
      }
    }
    return built;
  }

  function runDue(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = runPass().finally(() => {
      pass = undefined;
      if (again && !stopped) {
        again = false;
        void runDue().catch((error: unknown) => log.error({ err: error }, 'data export pass failed'));
      }
    });
    return pass;
  }

  function schedule() {
    if (stopped || !options.background) return;
    timer = setTimeout(() => {
      void runDue()
        .catch((error: unknown) => log.error({ err: error }, 'data export pass failed'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }
  schedule();

  return {
    wake() {
      if (stopped || !options.background) return;
      void runDue().catch((error: unknown) => log.error({ err: error }, 'data export pass failed'));
    },
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass?.catch(() => undefined);
    },
  };
}
