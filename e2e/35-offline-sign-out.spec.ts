import { expect, test } from '@playwright/test';
import { visitPostAndChat } from './support/offline-changes.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { offlineWorld } from './support/offline-world.ts';
import { likedOnServer, outboxRows, serverMessages, serverPost, setOnline, signInByApi } from './support/offline.ts';

test('signing out while changes wait: wait for them to be sent, or discard them', async ({ browser }) => {
  test.setTimeout(180_000);
  const world = await offlineWorld(browser);
  const { page, context, user: amira } = world.amira;
  await visitPostAndChat(page, world);

  await setOnline(context, false);
  await page.getByPlaceholder('Type a message...').fill('Back in a minute');
  await page.getByPlaceholder('Type a message...').press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Back in a minute')).toBeVisible();
  await expect.poll(async () => (await outboxRows(page)).length).toBe(1);
  await page.goto(`/posts/${world.post._id}`);
  await page.getByRole('article', { name: world.post.title }).getByRole('button', { name: /^Like/ }).click();
  await expect.poll(async () => (await outboxRows(page)).length).toBe(2);

  const logout = async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  };
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });

  // Cancel: nothing happens.
  await logout();
  await expect(dialog).toContainText('2 changes are still waiting to be sent.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  // Wait: still signed in while offline; signed out once the server has both.
  await logout();
  await dialog.getByRole('button', { name: 'Sign out when sent' }).click();
  await expect(dialog).toContainText('You are offline. They are sent when the connection returns, then you are signed out.');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`/posts/${world.post._id}$`));
  await setOnline(context, true);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  // Her old token is revoked by the sign-out: the checks sign in through the API.
  const again = await signInByApi(page.request, amira);
  expect(await likedOnServer(page.request, again, world.post._id)).toBe(true);
  const sent = (await serverMessages(page.request, again, world.bilal._id)).filter((message) => message.sender === amira._id);
  expect(sent.map((message) => message.content)).toEqual(['Back in a minute']);

  // Sign in again; offline, a comment; Discard and sign out: it is undone and never sent.
  await page.getByLabel('Email').fill(amira.email);
  await page.getByLabel('Password', { exact: true }).fill('whiskers-and-paws-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/posts/${world.post._id}`);
  await expect(page.getByTestId('comment').filter({ hasText: world.comment.content })).toBeVisible();
  await setOnline(context, false);
  await page.getByLabel('Add a comment').fill('Never mind');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: 'Never mind' })).toBeVisible();
  await logout();
  await expect(dialog).toContainText('1 change is still waiting to be sent.');
  await dialog.getByRole('button', { name: 'Discard and sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await outboxRows(page)).toHaveLength(0);
  await setOnline(context, true);
  await page.waitForTimeout(1_000);
  const post = await serverPost(page.request, again, world.post._id);
  expect(post.comments.map((comment) => comment.content)).toEqual([world.comment.content]);

  await context.close();
});
