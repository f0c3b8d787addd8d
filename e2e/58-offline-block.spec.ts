import { expect, test, type Page } from '@playwright/test';
import type { SessionUser } from '#contract/entities.ts';
import { offlineWorld, type OfflineWorld } from './support/offline-world.ts';
import { openControlled, outboxRows, setOnline } from './support/offline.ts';
import { scrollToCard } from './support/feed.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import { confirmBlock, pickFromMenu, serverList } from './support/safety.ts';

/** Blocks Bilal from his profile's menu and says so in a toast. */
async function blockFromProfile(page: Page, bilal: SessionUser) {
  await page.goto(`/profile/${bilal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilal Nasser' })).toBeVisible();
  await pickFromMenu(page, page.locator('main'), /^More for .*Bilal Nasser/, /^Block .*Bilal Nasser/);
  await confirmBlock(page);
  await expect(page.getByText(/Bilal Nasser.* is blocked\./)).toBeVisible();
}

/** The feed shows Amira's own post but not Bilal's. */
async function expectBilalGoneFromFeed(page: Page, world: OfflineWorld) {
  await scrollToCard(page, page.getByRole('article', { name: world.ownPost.title }));
  await expect(page.getByRole('article', { name: world.post.title })).toHaveCount(0);
}

test('a block made offline hides their posts at once, survives a reload and reaches the server once', async ({ browser }) => {
  test.setTimeout(120_000);
  const world = await offlineWorld(browser);
  const { page, context, user } = world.amira;
  await openControlled(page, '/feed');
  await scrollToCard(page, page.getByRole('article', { name: world.post.title }));
  await page.goto(`/profile/${world.bilal._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilal Nasser' })).toBeVisible();

  await setOnline(context, false);
  await blockFromProfile(page, world.bilal);
  await expect(page.getByRole('article', { name: world.post.title })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' }).click();
  await expectBilalGoneFromFeed(page, world);
  expect((await outboxRows(page)).map((row) => row.kind)).toEqual(['block']);
  await expect(page.getByTestId('offline-indicator')).toHaveText('Offline · 1 change waiting');

  await page.reload();
  await expectBilalGoneFromFeed(page, world);
  await page.goto('/blocked');
  const blocked = page.getByRole('region', { name: 'Blocked' });
  await expect(blocked.getByTestId('listed-person')).toContainText('Bilal Nasser');
  await expect(blocked.getByTestId('listed-person')).toContainText('Waiting to be sent');

  await setOnline(context, true);
  await waitForEmptyOutbox(page);
  await expect(blocked.getByText('Waiting to be sent')).toHaveCount(0);
  const onServer = await serverList(page.request, user, 'blocks');
  expect(onServer.filter((person) => person._id === world.bilal._id)).toHaveLength(1);
  expect(onServer).toHaveLength(1);
  await page.goto('/feed');
  await expectBilalGoneFromFeed(page, world);

  await context.close();
});

test('a block made online hides their posts and reaches the server once', async ({ browser }) => {
  test.setTimeout(90_000);
  const world = await offlineWorld(browser);
  const { page, context, user } = world.amira;
  await openControlled(page, '/feed');
  await scrollToCard(page, page.getByRole('article', { name: world.post.title }));

  await blockFromProfile(page, world.bilal);
  await waitForEmptyOutbox(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' }).click();
  await expectBilalGoneFromFeed(page, world);
  const onServer = await serverList(page.request, user, 'blocks');
  expect(onServer.map((person) => person._id)).toEqual([world.bilal._id]);

  await context.close();
});
