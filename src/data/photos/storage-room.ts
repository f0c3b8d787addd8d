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
