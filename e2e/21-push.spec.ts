import { expect, test, type Page } from '@playwright/test';
import type { Notification } from '../src/contract/entities.ts';
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

    const cdp = await person.context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((item) => item.scopeURL === `${baseURL}/` && !item.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registrationId,
      data: JSON.stringify(notification),
    });

    await expect.poll(() => shownNotifications(page)).toEqual([
      { title: 'PawPals', body, lang: language, dir, data: { id: notification!._id, url: `/posts/${post._id}` } },
    ]);
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    // A click on it (dispatched in the worker: nothing can click a system notification here) opens the post and reads it.
    const [worker] = person.context.serviceWorkers();
    await worker!.evaluate(async () => {
      // Worker globals, typed here because the test is compiled with the page's DOM types.
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      };
      const [shown] = await scope.registration.getNotifications();
      globalThis.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
    });
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

  // Permission is already given: the sheet offers no prompt.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await page.keyboard.press('Escape');

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
