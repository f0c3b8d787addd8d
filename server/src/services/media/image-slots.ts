import os from 'node:os';

/** Runs at most `size` tasks at once; the others wait their turn, first come first served. */
export function limitConcurrency(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < size) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * sharp decodes and encodes on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which file reads and writes and gzip
 * also need: images therefore take one slot per CPU, and always leave at
 * least one thread of the pool free, so a post with ten photos neither
 * starves the CPUs nor stalls other requests' I/O.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const imageSlots = Math.max(1, Math.min(os.availableParallelism(), threadPool - 1));

/** Every decode and encode of the process goes through this. */
export const withImageSlot = limitConcurrency(imageSlots);
