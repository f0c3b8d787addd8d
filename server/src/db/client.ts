import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import * as schema from './schema.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerDedicatedConnections } from './dedicated-connections.ts';
import type { Db } from './handles.ts';
import { defaultDatabaseTimeouts, type Config } from '../config.ts';

export type { Db, Queryable, Tx } from './handles.ts';

/** A PostgreSQL pool's connections now: open, idle among them, and requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  /** PostgreSQL only: how its pool is used, for the metrics. */
  poolUse?: () => PoolUse;
  /** The embedded database's files as one consistent gzipped tar (PGlite's own dump); absent on PostgreSQL. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The PostgreSQL advisory lock that migrations run under (any number, the same in every process). */
export const migrationLockKey = 725_772_501;

/** Told of each PostgreSQL connection that broke (the server stopped or restarted, the network failed); the pool replaces it on next use. */
export type ConnectionErrorListener = (error: Error) => void;

/** Opens PGlite (embedded or in memory) or PostgreSQL, and applies the migrations. */
export async function openDatabase(
  config: Pick<Config, 'database' | 'databaseUrl' | 'databaseTimeouts' | 'dataDir' | 'databaseSnapshot' | 'onQuery'>,
  onConnectionError: ConnectionErrorListener = () => {},
): Promise<Database> {
  const logger = config.onQuery ? { logQuery: config.onQuery } : undefined;
  if (config.database === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const timeouts = config.databaseTimeouts ?? defaultDatabaseTimeouts;
    // Processes starting together take turns: the first migrates, the others then find nothing left to do. A
    // connection of its own, without the timeouts: waiting for another process's migrations, and a migration
    // itself, may take longer than any one request.
    const migrator = new pg.Client({
      connectionString: config.databaseUrl,
      connectionTimeoutMillis: timeouts.connectMs,
      application_name: 'pawpals',
    });
    migrator.on('error', onConnectionError);
    await migrator.connect();
    try {
      await migrator.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
      await migrate(drizzle(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      await migrator.end().catch(() => undefined);
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: timeouts.idleMs,
      statement_timeout: timeouts.statementMs,
      // A statement without any answer a second after the server should have ended it: the server is frozen or cut off.
      query_timeout: timeouts.statementMs + 1000,
      keepAlive: true,
      application_name: 'pawpals',
      // Statements sent before the previous one's answer go out at once and are answered in order (`transactionInOneTrip`).
      pipeline: true,
    });
    // A connection that breaks emits 'error', whether pooled or checked out between a transaction's statements, and
    // the pool repeats an idle one's: unheard, either ends the process. Each is reported once, by the connection's own listener.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    pool.on('error', () => {});
    const db = drizzle(pool, { schema, logger });
    registerDedicatedConnections(db as unknown as Db, async () => {
      const client = await pool.connect();
      // The driver writes each statement as it is sent: one system call each, unless the socket is corked around them.
      const socket = (client as unknown as { connection: { stream: Writable } }).connection.stream;
      return {
        db: drizzle({ client, logger }) as unknown as Db,
        together: (send) => {
          socket.cork();
          try {
            return send();
          } finally {
            socket.uncork();
          }
        },
        release: (broken) => client.release(broken),
      };
    });
    return {
      db: db as unknown as Db,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let unlock: () => Promise<void> = async () => {};
  if (config.database === 'embedded') {
    dataDir = path.join(config.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(path.join(config.dataDir, 'db.lock'), dataDir);
  }
  try {
    const snapshot = config.database === 'memory' && config.databaseSnapshot ? await readFile(config.databaseSnapshot) : undefined;
    const client = snapshot
      ? new PGlite({ loadDataDir: new Blob([new Uint8Array(snapshot)]), extensions: pgliteExtensions })
      : // One options object: given an undefined data folder (in memory), PGlite would ignore a second argument and its extensions.
        new PGlite({ dataDir, extensions: pgliteExtensions });
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const db = drizzle(client, { schema, logger });
    return {
      db: db as unknown as Db,
      dump: () => client.dumpDataDir('gzip'),
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Writes a migrated, empty in-memory database as a dump that `databaseSnapshot` can start from. */
export async function writeMemorySnapshot(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await client.close();
}
