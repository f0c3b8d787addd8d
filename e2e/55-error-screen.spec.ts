import { expect, test } from '@playwright/test';
import { paths } from '#contract/paths.ts';
import { signIn } from './support/users.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A screen that throws shows the error screen, not a blank page: a post row
 * in IndexedDB missing what a post card reads makes the feed throw. The error
 * is reported once to the server, and "Try again" draws the screen again.
 */

const words = {
  en: { title: 'Something went wrong on this screen', tryAgain: 'Try again', home: 'Return to Home' },
  ar: { title: 'حدث خطأ ما في هذه الشاشة', tryAgain: 'حاول مرة أخرى', home: 'العودة إلى الصفحة الرئيسية' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a feed that throws on bad local data shows the error screen in ${language} and reports it`, async ({ page }) => {
    test.setTimeout(60_000);
    const text = words[language];
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    await page.goto(`/feed?lng=${language}`);
    await expect(page).toHaveURL(/\/feed/);
    await checks.settle(page);

    // A post from the far future (first in the feed) with no author, text or counts. Any failure
    // rejects (a store not there yet, an open held back by the app's own): the attempt is retried.
    await expect(async () => {
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            setTimeout(() => reject(new Error('IndexedDB did not answer within 5 s')), 5_000);
            const open = indexedDB.open('pawpals');
            open.onerror = () => reject(open.error);
            open.onblocked = () => reject(new Error('opening IndexedDB was blocked'));
            open.onsuccess = () => {
              const database = open.result;
              try {
                const tx = database.transaction('posts', 'readwrite');
                tx.objectStore('posts').put({ _id: 'broken-post', createdAt: '2999-01-01T00:00:00.000Z' });
                tx.oncomplete = () => {
                  database.close();
                  resolve();
                };
                tx.onerror = () => reject(tx.error);
              } catch (error) {
                database.close();
                reject(error);
              }
            };
          }),
      );
    }).toPass({ timeout: 20_000 });

    const reported = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === paths.clientErrors);
    // The feed's own read from the server is held back, so the local row is what renders (a sync could replace it first).
    await page.route(
      (url) => url.pathname === paths.posts,
      (route) => route.abort(),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(page.getByRole('button', { name: text.tryAgain })).toBeVisible();
    await expect(page.getByRole('link', { name: text.home })).toBeVisible();
    // The server took the report (204: its body passed the schema).
    const answer = await (await reported).response();
    expect(answer?.status()).toBe(204);
    await checks.fits(page, `error-screen-${language}-375`);

    // "Try again" draws the screen again; the broken row is still there, so the error screen stays (not a blank page).
    await page.getByRole('button', { name: text.tryAgain }).click();
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
  });
}
