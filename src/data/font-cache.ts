/**
 * Fonts are not precached: each language downloads only its own font files, and the service
 * worker keeps whichever the page used (cache first, the files are content-hashed).
 */
export const fontCacheName = 'fonts';

/**
 * Files a page downloaded before the service worker controlled it (the first visit) never went
 * through the worker: copy them into its cache, from the browser's HTTP cache, so the next
 * offline start draws the same font.
 */
export async function keepUsedFontsOffline(): Promise<void> {
  if (!('caches' in window)) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === window.location.origin && url.endsWith('.woff2'));
  if (urls.length === 0) return;
  const cache = await caches.open(fontCacheName);
  await Promise.all(urls.map(async (url) => (await cache.match(url)) ?? cache.add(url)));
}
