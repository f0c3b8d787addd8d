const lockName = 'pawpals-outbox-flush';
let heldHere: Promise<unknown> | null = null;

export interface LockOptions {
  /** Wait for a flush that holds the lock instead of giving up (a discard must not race a send). */
  wait?: boolean;
}

/**
 * Runs `task` under the flush lock, shared by this tab, other tabs and the
 * service worker (Web Locks). Without `wait` the task is skipped when another
 * flush holds it. Where Web Locks are missing the lock covers this context only.
 * Answers whether the task ran.
 */
export async function withFlushLock(task: () => Promise<void>, options: LockOptions = {}): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request(lockName, { ifAvailable: !options.wait }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
  }
  while (heldHere) {
    if (!options.wait) return false;
    await heldHere.catch(() => undefined);
  }
  const running = task();
  heldHere = running;
  try {
    await running;
    return true;
  } finally {
    heldHere = null;
  }
}
