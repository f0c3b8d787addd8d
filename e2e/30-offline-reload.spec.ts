import type { Locator } from '@playwright/test';
import { expect, test } from './support/own-server.ts';
import { offlineWorld } from './support/offline-world.ts';
import { openControlled, setOnline } from './support/offline.ts';

/** A photo counts as shown only when its bytes were decoded. */
async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test('a cold reload offline shows the feed, a post, a conversation and the notifications seen before', async ({ browser, ownServer }) => {
  test.setTimeout(150_000);
  // Its own server: posts that tests running beside it seed would push its card past the cards the feed draws.
  const world = await offlineWorld(browser, { baseURL: ownServer.url });
  const { page, context } = world.amira;

  // Online, once: everything is seen, so it lands in IndexedDB and the photos in the worker's cache.
  await openControlled(page, '/feed');
  const card = page.getByRole('article', { name: world.post.title });
  await expectDecoded(card.getByRole('img').first());
  await page.goto(`/posts/${world.post._id}`);
  await expect(page.getByTestId('comment').filter({ hasText: 'He ran all morning.' })).toBeVisible();
  await expectDecoded(page.getByRole('article', { name: world.post.title }).getByRole('img').first());
  await page.goto(`/chats/${world.conversation}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Beach tomorrow?')).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Bilal Nasser liked your post')).toBeVisible();

  await setOnline(context, false);

  await page.goto('/feed');
  await expect(page.getByRole('article', { name: world.post.title })).toBeVisible();
  await expect(page.getByRole('article', { name: world.ownPost.title })).toBeVisible();
  await expectDecoded(page.getByRole('article', { name: world.post.title }).getByRole('img').first());

  await page.reload();
  await expect(page.getByRole('article', { name: world.ownPost.title })).toBeVisible();

  await page.goto(`/posts/${world.post._id}`);
  await expect(page.getByRole('heading', { level: 1, name: world.post.title })).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: 'He ran all morning.' })).toBeVisible();
  await expectDecoded(page.getByRole('article', { name: world.post.title }).getByRole('img').first());

  await page.goto(`/chats/${world.conversation}`);
  await expect(page.getByRole('heading', { name: 'Chat with Bilal Nasser' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Beach tomorrow?')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet.getByText('Bilal Nasser liked your post')).toBeVisible();
  await expect(sheet.getByText('Bilal Nasser sent you a message')).toBeVisible();

  await context.close();
});
