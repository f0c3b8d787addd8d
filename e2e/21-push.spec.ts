import { expect, test, type Page, type Worker } from '@playwright/test';
import type { ExportStatus, Notification } from '../src/contract/entities.ts';
import { createPost, likePost, newPerson, register } from './support/social.ts';

/** `ready` can resolve while the worker is still activating, so poll for `activated`. */
async function activeWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((item) => ({ title: item.title, body: item.body, lang: item.lang, dir: item.dir, data: item.data as unknown }));
  });
}

type BadgeCall = number | 'clear';

/**
 * Replaces the Badging API of the page or worker it runs in with a recorder
 * (headless Chromium has no app icon to badge); `badgeCalls` holds the calls.
 */
function recordBadge() {
  const calls: BadgeCall[] = [];
  Object.assign(globalThis, { badgeCalls: calls });
  const prototype = Object.getPrototypeOf(globalThis.navigator) as object;
  const replace = (name: string, record: (count?: number) => void) =>
    Object.defineProperty(prototype, name, { configurable: true, writable: true, value: async (count?: number) => record(count) });
  replace('setAppBadge', (count) => calls.push(count ?? 0));
  replace('clearAppBadge', () => calls.push('clear'));
}

const lastBadge = (target: { evaluate: Page['evaluate'] }) =>
  target.evaluate(() => ((globalThis as unknown as { badgeCalls?: BadgeCall[] }).badgeCalls ?? []).at(-1) ?? null) as Promise<BadgeCall | null>;

async function deliverPush(page: Page, baseURL: string, payload: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((item) => item.scopeURL === `${baseURL}/` && !item.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: await registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

/** A click on the shown notification, dispatched in the worker: nothing can click a system notification here. */
async function clickShownNotification(worker: Worker) {
  await worker.evaluate(async () => {
    // Worker globals, typed here because the test is compiled with the page's DOM types.
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
    };
    const [shown] = await scope.registration.getNotifications();
    globalThis.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
  });
}

for (const [language, body, dir] of [
  ['en', 'Mona Saleh liked your post', 'ltr'],
  ['ar', 'أُعجب Mona Saleh بمنشورك', 'rtl'],
] as const) {
  test(`a push delivered to the service worker shows a notification in ${language}, and a click opens it`, async ({ browser, baseURL }) => {
    const person = await newPerson(browser, 'Push Reader', { serviceWorkers: 'allow' });
    await person.context.grantPermissions(['notifications'], { origin: baseURL });
    const { page } = person;
    await page.goto(`/chats?lng=${language}`);
    await activeWorker(page);

    // A real notification: Mona likes the reader's post (the push payload is the notification itself).
    const mona = await register(page.request, 'Mona Saleh');
    const post = await createPost(page.request, person.user);
    await likePost(page.request, mona, post._id);
    const auth = { authorization: `Bearer ${person.user.token}` };
    const listed = await page.request.get(`/api/notifications?userId=${person.user._id}`, { headers: auth });
    const [notification] = (await listed.json()) as Notification[];

    await deliverPush(page, baseURL!, notification);

    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'PawPals', body, lang: language, dir, data: { id: notification!._id, url: `/posts/${post._id}` } }]);
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    // A click on it (dispatched in the worker: nothing can click a system notification here) opens the post and reads it.
    await clickShownNotification(person.context.serviceWorkers()[0]!);
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}$`));
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    await expect
      .poll(async () => {
        const again = await page.request.get(`/api/notifications?userId=${person.user._id}`, { headers: auth });
        return ((await again.json()) as Notification[])[0]?.isRead;
      })
      .toBe(true);
    await person.context.close();
  });
}

for (const [language, body, dir] of [
  ['en', 'Your data is ready to download', 'ltr'],
  ['ar', 'بياناتك جاهزة للتنزيل', 'rtl'],
] as const) {
  test(`a ready data export's push shows in ${language}, and a click opens Your data`, async ({ browser, baseURL }) => {
    const person = await newPerson(browser, 'Export Reader', { serviceWorkers: 'allow' });
    await person.context.grantPermissions(['notifications'], { origin: baseURL });
    const { page } = person;
    await page.goto(`/chats?lng=${language}`);
    await activeWorker(page);

    // A real one: the server builds the export and makes its notification, the push payload.
    const auth = { authorization: `Bearer ${person.user.token}` };
    expect((await page.request.post('/api/users/me/export', { headers: auth })).status()).toBe(202);
    const exportStatus = async () => ((await (await page.request.get('/api/users/me/export', { headers: auth })).json()) as ExportStatus).status;
    await expect.poll(exportStatus, { timeout: 30_000 }).toBe('ready');
    const listed = await page.request.get(`/api/notifications?userId=${person.user._id}`, { headers: auth });
    const [notification] = (await listed.json()) as Notification[];
    expect(notification?.type).toBe('export-ready');

    await deliverPush(page, baseURL!, notification);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'PawPals', body, lang: language, dir, data: { id: notification!._id, url: '/your-data' } }]);
    await clickShownNotification(person.context.serviceWorkers()[0]!);
    await expect(page).toHaveURL(/\/your-data$/);
    await person.context.close();
  });
}

test('the app badge follows the unread count in the page and in the worker; pushes of one post share a notification with the sender’s cached avatar', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a whole journey: live notifications, two pushes, a click and a read-all
  const person = await newPerson(browser, 'Badge Reader', { serviceWorkers: 'allow' });
  await person.context.grantPermissions(['notifications'], { origin: baseURL });
  await person.context.addInitScript(recordBadge);
  const { page } = person;
  await page.goto('/chats?lng=en');
  await activeWorker(page);
  await expect.poll(() => lastBadge(page)).toBe('clear');

  // The page: a live notification raises the badge.
  const mona = await register(page.request, 'Mona Saleh');
  const sami = await register(page.request, 'Sami Adel');
  const post = await createPost(page.request, person.user);
  await likePost(page.request, mona, post._id);
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect.poll(() => lastBadge(page)).toBe(1);
  const commented = await page.request.post(`/api/posts/post/${post._id}/comments`, {
    headers: { authorization: `Bearer ${sami.token}` },
    data: { content: 'What a good boy' },
  });
  expect(commented.ok()).toBe(true);
  await expect.poll(() => lastBadge(page)).toBe(2);

  // The worker: its Badging API recorded too (set here, it lives as long as the worker).
  const [worker] = person.context.serviceWorkers();
  await worker!.evaluate(recordBadge);
  // Sami's avatar is in the worker's image cache; Mona has none.
  const avatar = '/media/e2e-badge-avatar.png';
  await page.evaluate(async (url) => {
    const cache = await caches.open('media-images');
    await cache.put(url, new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })));
  }, avatar);

  const auth = { authorization: `Bearer ${person.user.token}` };
  const listed = (await (await page.request.get(`/api/notifications?userId=${person.user._id}`, { headers: auth })).json()) as Notification[];
  const like = listed.find((item) => item.type === 'like')!;
  const comment = listed.find((item) => item.type === 'comment')!;
  await deliverPush(page, baseURL!, like);
  await expect.poll(() => lastBadge(worker!)).toBe(2);
  await deliverPush(page, baseURL!, { ...comment, from: { ...comment.from, avatar } });

  // One system notification for the post: the comment replaced the like and alerted again.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shown = (await (await navigator.serviceWorker.getRegistration())?.getNotifications()) ?? [];
        return shown.map((item) => ({
          tag: item.tag,
          renotify: (item as unknown as { renotify: boolean }).renotify,
          icon: item.icon,
          data: item.data as unknown,
        }));
      }),
    )
    .toEqual([{ tag: `post:${post._id}`, renotify: true, icon: `${baseURL}${avatar}`, data: { id: comment._id, url: `/posts/${post._id}` } }]);

  // A click reads the comment and opens the post: the worker's badge drops to what is still unread.
  await clickShownNotification(worker!);
  await expect(page).toHaveURL(new RegExp(`/posts/${post._id}$`));
  await expect.poll(() => lastBadge(worker!)).toBe(1);
  await expect.poll(() => lastBadge(page)).toBe(1);

  // All read: the badge is cleared.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect.poll(() => lastBadge(page)).toBe('clear');
  await person.context.close();
});

/**
 * Headless Chromium here has no push service (subscribe answers "permission
 * denied"), so the browser's PushManager is replaced by a stand-in; the app's
 * code and the server are real.
 */
test('after sign-in with permission granted the subscription is sent to the server, and sign-out drops it', async ({ browser, baseURL }) => {
  const person = await newPerson(browser, 'Push Subscriber', { serviceWorkers: 'allow' });
  await person.context.grantPermissions(['notifications'], { origin: baseURL });
  await person.context.addInitScript(() => {
    const subscription = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`,
      toJSON() {
        return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BE2EtestKey', auth: 'e2eAuth' } };
      },
      async unsubscribe() {
        sessionStorage.setItem('push-unsubscribed', 'yes');
        return true;
      },
    };
    let current: typeof subscription | null = null;
    PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      current = subscription;
      return subscription as unknown as PushSubscription;
    };
  });
  const { page } = person;
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST');
  await page.goto('/chats');
  // 201: the server validated the body (an https push-service endpoint and its keys) and stored it.
  expect((await posted).status()).toBe(201);

  // Permission is already given: the sheet, once drawn, offers no prompt.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet.getByText('No new notifications')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const removed = page.waitForRequest((request) => request.url().endsWith('/api/push/subscriptions') && request.method() === 'DELETE');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await removed;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('push-unsubscribed'))).toBe('yes');
  await person.context.close();
});

test('without permission the sheet offers to turn notifications on, and asks only on that click', async ({ browser }) => {
  const person = await newPerson(browser, 'Push Asker');
  await person.context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => sessionStorage.getItem('permission') ?? 'default' });
    Notification.requestPermission = async () => {
      sessionStorage.setItem('asked', 'yes');
      sessionStorage.setItem('permission', 'denied');
      return 'denied';
    };
  });
  const { page } = person;
  await page.goto('/chats');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('asked'))).toBeNull();
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByText('Notifications are blocked in your browser settings.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('asked'))).toBe('yes');
  await person.context.close();
});
