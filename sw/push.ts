/// <reference lib="webworker" />
import type { Notification as AppNotification } from '../src/contract/entities.ts';
import { namePlaceholder, readPushTexts } from '../src/data/push-texts.ts';
import { storeNotifications } from '../src/data/realtime-handlers.ts';
import { markNotificationRead } from '../src/data/writes/notifications-read.ts';
import { storedOutboxSession } from '../src/data/outbox/outbox-session.ts';
import { showStoredUnreadOnBadge } from '../src/data/app-badge.ts';
import { notificationTag, notificationUrl } from '../src/data/notification-target.ts';

declare const self: ServiceWorkerGlobalScope;

const appIcon = '/icons/icon-192.png';

/** The sender's avatar when the worker has it cached (it may have to show offline), else the app's icon (always for the app's own news). */
async function iconFor(notification: AppNotification): Promise<string> {
  const avatar = notification.type === 'export-ready' ? null : notification.from.avatar;
  if (!avatar) return appIcon;
  const url = new URL(avatar, self.location.origin).href;
  return (await caches.match(url).catch(() => undefined)) ? url : appIcon;
}

function parse(event: PushEvent): AppNotification | null {
  try {
    const data = event.data?.json() as AppNotification | undefined;
    return data && typeof data._id === 'string' && data.from ? data : null;
  } catch {
    return null;
  }
}

/** The text in the language the page stored; the server's English text when the page never stored any. */
async function show(notification: AppNotification) {
  const texts = await readPushTexts();
  const name = notification.from.fullName || notification.from.username;
  const template = texts?.bodies[notification.type];
  const body = template ? template.split(namePlaceholder).join(name) : notification.message;
  await storeNotifications([notification]).catch(() => undefined);
  const session = await storedOutboxSession().catch(() => null);
  // renotify is not in every TypeScript DOM library yet.
  const options: NotificationOptions & { renotify: boolean } = {
    body,
    lang: texts?.locale ?? 'en',
    dir: texts?.dir ?? 'auto',
    tag: notificationTag(notification),
    renotify: true,
    icon: await iconFor(notification),
    data: { id: notification._id, url: notificationUrl(notification, session?.userId) },
  };
  await self.registration.showNotification(texts?.title ?? 'PawPals', options);
  await showStoredUnreadOnBadge();
}

async function openFromClick(data: { id?: string; url?: string }) {
  const url = new URL(data.url ?? '/', self.location.origin).href;
  const session = await storedOutboxSession().catch(() => null);
  // Queued for the signed-in user, who is the one the push was for (sign-out drops the subscription).
  if (data.id && session) {
    await markNotificationRead(session.userId, data.id).catch(() => undefined);
    await showStoredUnreadOnBadge();
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Focus is only allowed from a real click on the notification; navigating does not need it.
    await open.focus().catch(() => undefined);
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

/** Web push: the payload is one notification; a click opens its post, its conversation, its sender's profile or Your data. */
function handlePush() {
  self.addEventListener('push', (event) => {
    const notification = parse(event);
    if (notification) event.waitUntil(show(notification));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openFromClick((event.notification.data ?? {}) as { id?: string; url?: string }));
  });
}

handlePush();
