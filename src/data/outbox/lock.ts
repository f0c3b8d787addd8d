let heldHere = false;

/**
 * Runs `task` unless another flush holds the lock, in this tab, another tab or
 * the service worker (Web Locks are shared by all of them). Answers whether it ran.
 */
export async function withFlushLock(task: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request('pawpals-outbox-flush', { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
  }
  if (heldHere) return false;
  heldHere = true;
  try {
    await task();
    return true;
  } finally {
    heldHere = false;
  }
}
