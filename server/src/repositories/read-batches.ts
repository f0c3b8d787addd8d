import DataLoader from 'dataloader';
import type { Db } from '../db/client.ts';

/**
 * One batch of a kind runs at a time; requests gather into the next meanwhile.
 * On the 2-core benchmark machine one gave 0.44–0.57 of a bare route's
 * throughput for the feed, two 0.35–0.39 and four 0.26–0.27: bigger batches
 * beat more statements in flight.
 */
const maxBatchesInFlight = 1;
/** A bound on one statement's parameters (tokens, or callers of one page); more requests make another batch. */
const maxBatchSize = 100;

/**
 * Reads of one kind that arrive while earlier ones are running are sent to
 * the database together, as one statement: under load, many requests share a
 * round trip instead of each taking one. A batch leaves at once when none of
 * its kind is running, so a quiet server adds no wait.
 * Nothing outlives its batch (no cache): each request is answered by a read
 * that started after the request arrived, so it sees every write committed
 * before it, whichever process made it.
 */
export function readBatches<Key, Value>(load: (keys: readonly Key[]) => Promise<Value[]>): DataLoader<Key, Value> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const finished = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  return new DataLoader<Key, Value>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        finished();
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        const send = () => {
          running += 1;
          dispatch();
        };
        // Loads join the open batch until it is sent; the next batch opens only after that. Sent
        // after the event loop's I/O: every request already read joins, even on PGlite, whose
        // statements run on this thread, so no request can arrive while one runs.
        if (running < maxBatchesInFlight) setImmediate(send);
        else waiting.push(send);
      },
    },
  );
}

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * One batching loader per database and name, made on first use (like `prepared`). It takes the
 * database, never a transaction: a batch is shared by requests that each have their own.
 */
export function batchedReads<Key, Value>(db: Db, name: string, load: (db: Db, keys: readonly Key[]) => Promise<Value[]>): DataLoader<Key, Value> {
  let loaders = byDatabase.get(db);
  if (!loaders) {
    loaders = new Map();
    byDatabase.set(db, loaders);
  }
  let loader = loaders.get(name) as DataLoader<Key, Value> | undefined;
  if (!loader) {
    loader = readBatches((keys: readonly Key[]) => load(db, keys));
    loaders.set(name, loader);
  }
  return loader;
}
