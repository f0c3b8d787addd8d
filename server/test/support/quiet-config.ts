import { defaultMailConfig, type Config } from '../../src/config.ts';

/**
 * An app in this process on a free local port, silent, with quick password
 * hashing and none of the background workers: a test or a benchmark runs only
 * what it asks for. (Apps of other test files may share the database: only a
 * test that asks for it sends the queued mails, and each app removes the images
 * its own changes queued, right after the commit.)
 */
export const quietConfig = {
  port: 0,
  host: '127.0.0.1',
  passwordMemoryKiB: 1024,
  logLevel: 'silent',
  trustProxy: 0,
  mail: { ...defaultMailConfig, worker: false },
  mediaDeletionWorker: false,
  exportWorker: false,
} satisfies Partial<Config>;
