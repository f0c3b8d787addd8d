/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

/**
 * A new version's worker waits instead of taking over open pages: the page
 * offers a reload, and only when the person agrees does it ask (workbox-window's
 * messageSkipWaiting) for the new worker to take over. A first install has
 * nothing to wait for and takes control at once (clientsClaim).
 */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

export {};
