import path from 'node:path';
import { readdir, rm, stat } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { paths } from '#contract/paths.ts';
import type { Queryable } from '../../db/client.ts';
import * as dataExports from '../../repositories/data-exports.ts';
import { mailLanguageOf } from '../../services/account-links.ts';
import { createExportReadyNotification } from '../../services/data-export/ready-notification.ts';
import { startExportWorker } from '../../services/data-export/worker.ts';
import type { BlobStore } from '../../services/media/blobs.ts';
import { diskBlobs } from '../../services/media/disk-blobs.ts';
import { s3Blobs } from '../../services/media/s3-blobs.ts';
import { publicLink } from '../../services/mail/public-link.ts';
import { hashToken, newToken } from '../../services/tokens.ts';

export interface DataExportService {
  /** The finished archives: DATA_DIR/exports, or "exports/" in the S3 bucket. */
  files: BlobStore;
  /** Looks for exports to build now (one was asked for), in the background. */
  wake(): void;
  /** Builds what is due now, even with the background worker off; answers how many became ready. */
  runDue(): Promise<number>;
  /** A new download link for a ready export, valid until it expires. */
  newLink(db: Queryable, exportId: string): Promise<string>;
  /** Removes expired exports, their archives first; answers how many. */
  sweepExpired(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Copies of an account's data: built in the background, downloaded through the link of a mail and a notification, kept a week. */
    dataExports: DataExportService;
  }
}

/** How long a ready export can be downloaded. */
export const exportKeepDays = 7;
/** Failed exports are kept this long (what went wrong), then swept. */
const keepFailedDays = 7;

/**
 * The data export service and its worker. Archives live in their own store
 * beside the images (never served under /media), under random keys; a
 * download link is a random token of which only the hash is stored.
 */
export const dataExportsPlugin = fp(
  async (app) => {
    const { s3, dataDir } = app.config;
    const files = s3 ? s3Blobs(s3, { keyPrefix: 'exports/', contentType: 'application/zip' }) : diskBlobs(path.join(dataDir, 'exports'));

    async function newLink(db: Queryable, exportId: string): Promise<string> {
      const token = newToken();
      await dataExports.addLink(db, exportId, hashToken(token));
      return publicLink(app.config, paths.dataExportDownload, { token });
    }

    const worker = startExportWorker(
      {
        db: app.db,
        media: app.media,
        files,
        buildDir: path.join(dataDir, 'exports-building'),
        log: app.log,
        async onReady(tx, row, user, expiresAt) {
          const link = await newLink(tx, row.id);
          await app.mail.enqueue(tx, {
            to: user.email,
            language: mailLanguageOf(user),
            kind: 'export-ready',
            data: { name: user.fullName, link, expiresAt: expiresAt.toISOString() },
            dedupeKey: `export-ready:${row.id}`,
          });
          const notification = await createExportReadyNotification(tx, user, row.id, { url: link, expiresAt });
          return () => notification && app.bus.emit('notification', user.id, notification);
        },
      },
      {
        pollMs: 30_000,
        leaseMs: 5 * 60_000,
        maxAttempts: 3,
        retryBaseMs: 60_000,
        keepDays: exportKeepDays,
        background: app.config.exportWorker !== false,
      },
    );

    async function sweepExpired(): Promise<number> {
      let swept = 0;
      for (;;) {
        const expired = await dataExports.listExpired(app.db, keepFailedDays, 100);
        // The files first: a row is never gone while its file is still there to be forgotten.
        await Promise.all(expired.flatMap((row) => (row.fileKey ? [files.remove(row.fileKey)] : [])));
        if (expired.length > 0)
          await dataExports.removeByIds(
            app.db,
            expired.map((row) => row.id),
          );
        swept += expired.length;
        if (expired.length < 100) return swept;
      }
    }

    app.decorate('dataExports', { files, wake: worker.wake, runDue: worker.runDue, newLink, sweepExpired } satisfies DataExportService);
    app.addHook('onReady', async () => {
      // What the last run left half built is taken up again (once its lease has run out); its partial file is no use.
      await removeStalePartials(path.join(dataDir, 'exports-building')).catch((error: unknown) =>
        app.log.warn({ err: error }, 'partial export files not removed'),
      );
      worker.wake();
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'data-exports', dependencies: ['config', 'db', 'bus', 'media', 'mail'] },
);

/** Archives being written when a process stopped; old enough that no live worker (which renews its claim every few minutes) still writes them. */
async function removeStalePartials(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 60 * 60_000) await rm(file, { force: true });
  }
}
