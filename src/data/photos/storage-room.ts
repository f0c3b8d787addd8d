/** Room kept free beyond the photos themselves: IndexedDB stores a blob with some overhead, and the rest of the app needs space too. */
const margin = 5 * 1024 * 1024;

/** Whether this device's storage for the app can take `bytes` more; true when the browser cannot say. */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota || estimate.usage === undefined) return true;
  return estimate.quota - estimate.usage >= bytes + margin;
}

/** Asks the browser not to evict what is stored (photos waiting to be sent among it); a refusal changes nothing. */
export async function askToKeepStorage(): Promise<void> {
  if (await navigator.storage?.persisted?.().catch(() => false)) return;
  await navigator.storage?.persist?.().catch(() => false);
}

/**
 * Whether a write was refused for want of room: the browser's
 * `QuotaExceededError`, also as Dexie passes it on (its `inner`, when a
 * transaction aborts for it). The estimate above is only an estimate, so a
 * write it let through can still be refused.
 */
export function isNoRoomError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError') return true;
    current = inner ?? cause;
  }
  return false;
}
