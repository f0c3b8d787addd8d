import { countUnread } from './unread-count.ts';

/** The Badging API, where the browser has one (installed PWAs on most desktops). */
interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The app icon's badge shows the unread count; it is cleared when nothing is unread. Page and worker alike. */
export async function showUnreadOnBadge(unread: number): Promise<void> {
  const badging = navigator as BadgingNavigator;
  try {
    if (unread > 0) await badging.setAppBadge?.(unread);
    else await badging.clearAppBadge?.();
  } catch {
    // Refused (no permission to notify, or not installed): the in-app count still shows.
  }
}

/** For the worker, which has no screen counting: the unread count kept in IndexedDB. */
export async function showStoredUnreadOnBadge(): Promise<void> {
  await showUnreadOnBadge(await countUnread());
}
