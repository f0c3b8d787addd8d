import type { FastifyBaseLogger } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailQueuedChannel } from '../../repositories/mail-outbox.ts';

/**
 * Calls `onQueued` whenever a transaction that queued a mail commits, in
 * this process or any other on the database (PostgreSQL's LISTEN, on a
 * connection of its own; PGlite's listener on its one connection). Answers
 * how to stop. Only a speed-up: the worker's polling finds every mail anyway,
 * so a lost connection is logged and tried again at the next `retryMs`.
 */
export async function listenForQueuedMail(
  config: Pick<Config, 'database' | 'databaseUrl'>,
  db: Db,
  onQueued: () => void,
  log: FastifyBaseLogger,
  retryMs: number,
): Promise<() => Promise<void>> {
  if (config.database !== 'postgres') {
    // drizzle keeps the PGlite it was given as $client; the app opened it (db/client.ts).
    const client = (db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(mailQueuedChannel, onQueued);
    return () => unlisten();
  }
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function reconnectLater() {
    if (stopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  }

  async function connect() {
    const next = new pg.Client({ connectionString: config.databaseUrl });
    next.on('notification', onQueued);
    next.on('error', (error) => log.warn({ err: error }, 'mail queue listener lost its connection'));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${mailQueuedChannel}`);
    } catch (error) {
      log.warn({ err: error }, 'mail queue listener could not connect; polling only until it can');
      await next.end().catch(() => undefined);
      reconnectLater();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was queued while nobody listened.
    onQueued();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}
