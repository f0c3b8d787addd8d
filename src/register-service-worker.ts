/** Registers the Workbox worker after load so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // main.tsx awaits the catalog first, so the load event may already be over by the time this runs.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
