/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { fontCacheName } from '../src/data/font-cache.ts';
import { handleOutboxSync } from './outbox-sync.ts';
import './push.ts';
import './share-target.ts';
import './update-on-request.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

clientsClaim();

// The app shell: every built asset, so a cold start works offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any navigation gets index.html, except the server's own paths.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media(\/|$)/, /^\/socket\.io(\/|$)/],
  }),
);

// Media URLs never change (the server names them), so cache first.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'media-images',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError: true })],
  }),
);

// Fonts: only the active language's files, kept once used (src/data/font-cache.ts).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'font',
  new CacheFirst({
    cacheName: fontCacheName,
    plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  }),
);

handleOutboxSync(self);
