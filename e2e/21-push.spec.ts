import { expect, test, type Page } from '@playwright/test';
import type { Notification } from '../src/contract/entities.ts';
import { newPerson } from './support/social.ts';

/** STACK.md: `ready` can resolve while the worker is still activating, so poll for `activated`. */
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

const like = (id: string, postId: string): Notification => ({
  _id: id,
  type: 'like',
  message: 'Mona liked your post',
  isRead: false,
  createdAt: new Date().toISOString(),
  post: postId,
  from: { _id: 'sender-1', fullName: 'Mona Saleh', username: 'mona', avatar: null },
});

for (const [language, body, dir] of [
  ['en', 'Mona Saleh liked your post', 'ltr'],
  ['ar', 'أُعجب Mona Saleh بمنشورك', 'rtl'],
] as const) {
  test(`a push delivered to the service worker shows a notification in ${language}`, async ({ browser, baseURL }) => {
    const person = await newPerson(browser, 'Push Reader', { serviceWorkers: 'allow' });
    await person.context.grantPermissions(['notifications'], { origin: baseURL });
    const { page } = person;
    await page.goto(`/chats?lng=${language}`);
    await activeWorker(page);

    const cdp = await person.context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((item) => item.scopeURL === `${baseURL}/` && !item.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const notification = like(`n-${language}`, 'post-42');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registrationId,
      data: JSON.stringify(notification),
    });

    await expect.poll(() => shownNotifications(page)).toEqual([
      { title: 'PawPals', body, lang: language, dir, data: { id: notification._id, url: '/posts/post-42' } },
    ]);
    // The worker also kept it for the bell, which reads IndexedDB: it shows up without a fetch.
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await person.context.close();
  });
}
