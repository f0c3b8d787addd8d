import type { Db } from './handles.ts';

/** One pooled PostgreSQL connection of its own, as a `Db`, until `release`d (`broken`: the pool drops it). */
export interface DedicatedConnection {
  db: Db;
  /** Runs `send`, which sends statements, and puts them on the wire in one write once it returns. */
  together<T>(send: () => T): T;
  release(broken: boolean): void;
}

const byDatabase = new WeakMap<Db, () => Promise<DedicatedConnection>>();

/** Lets `dedicatedConnection` take connections of `db`'s pool. PGlite has one connection, and none to register. */
export function registerDedicatedConnections(db: Db, connect: () => Promise<DedicatedConnection>): void {
  byDatabase.set(db, connect);
}

/**
 * A connection of `db`'s pool to send several statements on without waiting
 * for each answer (the pool's connections pipeline them); undefined on PGlite.
 */
export function dedicatedConnection(db: Db): Promise<DedicatedConnection> | undefined {
  return byDatabase.get(db)?.();
}
