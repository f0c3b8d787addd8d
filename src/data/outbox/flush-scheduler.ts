import { onReachability } from '../reachability.ts';
import { resetBackoff, nextDueAt } from './backoff-reset.ts';
import { flushOutbox, type FlushOptions } from './flush.ts';
import { onQueued } from './queue-events.ts';

export const backgroundSyncTag = 'pawpals-outbox';

/** What the scheduler needs from the browser; tests pass their own. */
export interface SchedulerEnvironment {
  isOnline: () => boolean;
  /** Fires `online`. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  askForBackgroundSync: () => Promise<void>;
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

const browserEnvironment = (): SchedulerEnvironment => ({
  isOnline: () => navigator.onLine !== false,
  events: window,
  async askForBackgroundSync() {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(backgroundSyncTag).catch(() => undefined);
  },
});

export interface OutboxFlushing {
  /** Flush now (or right after the flush that is running). */
  flushSoon: () => void;
  /** Proof the server answers (the socket connected): due at once, backoff reset, and flushed. */
  serverReachable: () => void;
  stop: () => void;
}

/**
 * Flushes the outbox from the page, one flush at a time: at start, when a
 * write is queued, and when the next retry falls due. Evidence that the
 * server is back (the `online` event, a socket (re)connect, or an answer to
 * any call after calls went unanswered) resets the backoff of waiting rows
 * and flushes at once, so a server that returns is used within seconds, not
 * after a backoff of a minute. Each queued write also asks for a Background
 * Sync, so the service worker delivers it even if the app is closed first.
 */
export function startOutboxFlushing(
  options: FlushOptions,
  ready: Promise<unknown> = Promise.resolve(),
  environment: SchedulerEnvironment = browserEnvironment(),
): OutboxFlushing {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let stopped = false;
  // Until the server has answered in this tab, the first answer counts as its return.
  let unanswered = true;

  const userId = async () => (await options.session())?.userId ?? null;

  async function scheduleNextRetry() {
    clearTimeout(timer);
    const owner = await userId();
    const due = owner ? await nextDueAt(owner) : null;
    if (due !== null && !stopped) timer = setTimeout(flushSoon, Math.max(1_000, due - Date.now()));
  }

  function flushSoon() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      await ready;
      do {
        again = false;
        if (environment.isOnline()) await flushOutbox(options).catch(() => undefined);
      } while (again && !stopped);
      await scheduleNextRetry().catch(() => undefined);
      running = false;
    })();
  }

  function serverReachable() {
    unanswered = false;
    void userId()
      .then((owner) => (owner ? resetBackoff(owner) : undefined))
      .catch(() => undefined)
      .finally(flushSoon);
  }

  const stopReachability = onReachability((answered) => {
    if (!answered) unanswered = true;
    else if (unanswered) serverReachable();
  });
  const stopQueued = onQueued(() => {
    void environment.askForBackgroundSync().catch(() => undefined);
    flushSoon();
  });
  environment.events.addEventListener('online', serverReachable);
  flushSoon();
  return {
    flushSoon,
    serverReachable,
    stop() {
      stopped = true;
      stopReachability();
      stopQueued();
      environment.events.removeEventListener('online', serverReachable);
      clearTimeout(timer);
    },
  };
}
