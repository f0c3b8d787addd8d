/// <reference lib="webworker" />
import '../src/data/writes/all-kinds.ts';
import { flushOutbox } from '../src/data/outbox/flush.ts';
import { storedToken } from '../src/data/outbox/token-store.ts';
import { backgroundSyncTag } from '../src/data/outbox/flush-scheduler.ts';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

/**
 * Background Sync: the browser wakes the worker when the connection returns,
 * even with the app closed, and the same flush as the page's delivers the
 * outbox. Rows still waiting make the sync fail, so the browser tries again.
 */
export function handleOutboxSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== backgroundSyncTag) return;
    sync.waitUntil(
      flushOutbox({ getToken: storedToken }).then((result) => {
        if (result.waiting > 0) throw new Error('outbox rows still waiting');
      }),
    );
  });
}
