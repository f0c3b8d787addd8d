import { db } from '../db.ts';
import { flushOutbox, type FlushOptions } from './flush.ts';
import { onQueued } from './queue-events.ts';

export const backgroundSyncTag = 'pawpals-outbox';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Flushes the outbox from the page: at start, when a write is queued, when
 * the browser comes back online, when the socket (re)connects (the caller
 * calls `flushSoon`), and when the next retry falls due. Each queued write
 * also asks for a Background Sync, so the service worker delivers it even if
 * the app is closed first.
 */
export function startOutboxFlushing(options: FlushOptions): { flushSoon: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const scheduleNextRetry = async () => {
    const next = await db.outbox.where('status').equals('pending').sortBy('nextAttemptAt');
    clearTimeout(timer);
    if (next[0]) timer = setTimeout(flushSoon, Math.max(1_000, Date.parse(next[0].nextAttemptAt) - Date.now()));
  };

  function flushSoon() {
    running = running.then(async () => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      await flushOutbox(options).catch(() => undefined);
      await scheduleNextRetry();
    });
  }

  const askForBackgroundSync = async () => {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(backgroundSyncTag).catch(() => undefined);
  };

  const stopQueued = onQueued(() => {
    void askForBackgroundSync();
    flushSoon();
  });
  window.addEventListener('online', flushSoon);
  flushSoon();
  return {
    flushSoon,
    stop() {
      stopQueued();
      window.removeEventListener('online', flushSoon);
      clearTimeout(timer);
    },
  };
}
