import { expect, test, type Page } from '@playwright/test';
import type { SessionUser } from '../src/contract/entities.ts';
import { register } from './support/social.ts';
import { offlineWorld } from './support/offline-world.ts';
import { expectDeliveredOnce, makeOfflineChanges, offlineTexts, visitPostAndChat, waitForEmptyOutbox } from './support/offline-changes.ts';
import { outboxRows, serverMessages, serverPost, setOnline, signInByApi } from './support/offline.ts';

async function logInWithForm(page: Page, user: SessionUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('whiskers-and-paws-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/feed$/);
}

test('a session revoked elsewhere: changes wait, only the same person signing in again sends them', async ({ browser }) => {
  test.setTimeout(150_000);
  const world = await offlineWorld(browser);
  const { page, context, user: amira } = world.amira;
  const carla = await register(page.request, 'Carla Mansour');
  await visitPostAndChat(page, world);

  await setOnline(context, false);
  await makeOfflineChanges(page, world);
  // From another device: this session is signed out on the server.
  expect((await page.request.post('/api/users/logout', { headers: { authorization: `Bearer ${amira.token}` } })).status()).toBe(204);

  await setOnline(context, true);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await outboxRows(page)).toHaveLength(5);
  const check = await signInByApi(page.request, amira);
  const nothingSent = async () => {
    const post = await serverPost(page.request, check, world.post._id);
    expect(post.likedByMe).toBe(false);
    expect(post.comments.map((comment) => comment.content)).not.toContain(offlineTexts.comment);
    const mine = (await serverMessages(page.request, check, world.bilal._id)).filter((message) => message.sender === amira._id);
    expect(mine).toHaveLength(0);
  };
  await nothingSent();

  // Someone else signs in on this device: her session never sends Amira's changes, nor shows them.
  await logInWithForm(page, carla);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: /not sent/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('offline-indicator')).toHaveText('');
  await page.waitForTimeout(3_000);
  await nothingSent();
  expect(await outboxRows(page)).toHaveLength(5);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Amira again: each change reaches the server once.
  await logInWithForm(page, amira);
  await waitForEmptyOutbox(page);
  await expectDeliveredOnce(page.request, { ...world, amira: { ...world.amira, user: check } });

  await context.close();
});
