import { useSyncExternalStore } from 'react';
import { keepUsedFontsOffline } from './font-cache.ts';

/** An hour: a tab left open for days still learns about a new version. */
const updateCheckMs = 60 * 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;

const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A function that reloads into the new version when a new worker waits (or,
 * in another tab, has already taken over); null while there is nothing new.
 */
export const useWaitingUpdate = (): (() => void) | null =>
  useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );

/**
 * Registers the Workbox worker after load so it never competes with the first
 * paint. A new version's worker waits until the person agrees to reload: then
 * it takes over and the page reloads once it controls it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    let agreed = false;
    const offer = (reload: () => void) => {
      applyUpdate = () => {
        agreed = true;
        applyUpdate = null;
        emit();
        reload();
      };
      emit();
    };
    workbox.addEventListener('waiting', () => offer(() => workbox.messageSkipWaiting()));
    workbox.addEventListener('controlling', (event) => {
      if (!event.isUpdate) return;
      // This tab asked for the new version, or another tab did and the old page now runs under a newer worker.
      if (agreed) window.location.reload();
      else offer(() => window.location.reload());
    });
    await workbox.register({ immediate: true });
    void keepUsedFontsOffline().catch(() => undefined);
    setInterval(() => void workbox.update().catch(() => undefined), updateCheckMs);
  };
  const start = () => void register().catch(() => undefined);
  // main.tsx awaits the catalog first, so the load event may already be over by the time this runs.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
