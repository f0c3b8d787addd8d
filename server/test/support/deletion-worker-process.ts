// One API process's image delete worker on a shared PostgreSQL database and media folder:
// node --import tsx server/test/support/deletion-worker-process.ts <database url> <media folder> <removal log>
// It says `ready`, starts on a line of standard input, appends `<pid> <name>` to the log for each image it
// removes, and exits once the queue is empty.
import { appendFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/db/client.ts';
import * as deletions from '../../src/repositories/media-deletions.ts';
import { startDeletionWorker } from '../../src/services/media/deletion-worker.ts';
import { diskBlobs } from '../../src/services/media/disk-blobs.ts';
import { createMediaStore } from '../../src/services/media/store.ts';

const [databaseUrl, mediaFolder, removalLog] = process.argv.slice(2) as [string, string, string];
const { db, close } = await openDatabase({ database: 'postgres', databaseUrl, dataDir: mediaFolder });
const store = createMediaStore(diskBlobs(mediaFolder));
const log = { warn: (details: unknown, text: string) => console.error(text, details) } as unknown as FastifyBaseLogger;

console.log('ready');
await createInterface({ input: process.stdin })[Symbol.asyncIterator]().next();

const worker = startDeletionWorker(
  {
    db,
    log,
    async removeNames(names) {
      // As slow as a store a few milliseconds away, so the two processes' passes overlap.
      await new Promise((resolve) => setTimeout(resolve, 3));
      await store.removeNames(names);
      await appendFile(removalLog, names.map((name) => `${process.pid} ${name}\n`).join(''));
    },
  },
  { pollMs: 5, retryBaseMs: 1000, maxRetryMs: 60_000, batchSize: 5, leaseMs: 60_000, background: true },
);
while ((await deletions.countWaiting(db)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
await worker.stop();
await close();
process.exit(0);
