import { expect, test } from '@playwright/test';
import { visitPostAndChat } from './support/offline-changes.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { followByApi } from './support/social.ts';
import { offlineWorld } from './support/offline-world.ts';
import { outboxRows, serverMessages, setOnline } from './support/offline.ts';

/** A title or name inside a change's summary keeps its own direction: it comes wrapped in Unicode isolates. */
const isolated = (text: string) => `\u2068${text}\u2069`;

test('changes the server refuses are undone, listed with its reason, and can be retried or discarded', async ({ browser }) => {
  test.setTimeout(180_000);
  const world = await offlineWorld(browser);
  const { page, context, user: amira } = world.amira;
  const bilal = { authorization: `Bearer ${world.bilal.token}` };
  await visitPostAndChat(page, world);

  await setOnline(context, false);
  await page.goto(`/posts/${world.post._id}`);
  await page.getByLabel('Add a comment').fill('Lovely beach');
  await page.getByRole('button', { name: 'Post comment' }).click();
  // The comment is queued once it shows, not sent yet; leaving the page before that could abort its write.
  await expect(page.getByTestId('comment').filter({ hasText: 'Lovely beach' })).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveText(/Offline · 1 change waiting/);
  await page.goto(`/chats/${world.conversation}`);
  await page.getByPlaceholder('Type a message...').fill('See you there');
  await page.getByPlaceholder('Type a message...').press('Enter');
  await expect(page.getByTestId('offline-indicator')).toHaveText(/Offline · 2 changes waiting/);

  // Meanwhile, elsewhere: Bilal deletes the post and stops following Amira.
  expect((await page.request.delete(`/api/posts/post/${world.post._id}`, { headers: bilal })).ok()).toBe(true);
  expect((await page.request.put(`/api/users/unfollow/${amira._id}`, { headers: bilal })).ok()).toBe(true);

  await setOnline(context, true);
  // Each refusal is toasted, whether the page's flush or the worker's Background Sync met it.
  await expect(page.getByText('You can only message users who follow you and whom you follow')).toBeVisible();
  await expect(page.getByText('Post not found', { exact: true })).toBeVisible();
  // The message is taken back on screen; the indicator counts both refusals.
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('See you there')).toHaveCount(0);
  const indicator = page.getByTestId('offline-indicator').getByRole('link', { name: '2 changes not sent' });
  await expect(indicator).toBeVisible();
  expect((await serverMessages(page.request, amira, world.bilal._id)).filter((message) => message.sender === amira._id)).toHaveLength(0);

  await indicator.click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Changes not yet sent' })).toBeVisible();
  const failed = page.getByRole('region', { name: 'Could not be sent' });
  const comment = failed.getByTestId('change').filter({ hasText: `Comment on “${isolated(world.post.title)}”` });
  const message = failed.getByTestId('change').filter({ hasText: `Message to ${isolated('Bilal Nasser')}` });
  await expect(comment).toContainText('Lovely beach');
  await expect(comment).toContainText('Not sent: Post not found');
  await expect(message).toContainText('See you there');
  await expect(message).toContainText('Not sent: You can only message users who follow you and whom you follow');
  await expectNoSeriousViolations(page);
  await page.goto('/changes?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تغييرات لم تُرسَل بعد' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^إعادة المحاولة/ })).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.goto('/changes?lng=en');

  // Retry after Bilal follows back: sent once, and gone from the list.
  await followByApi(page.request, world.bilal, amira._id);
  await message.getByRole('button', { name: `Retry: Message to ${isolated('Bilal Nasser')}` }).click();
  await expect(message).toHaveCount(0);
  await expect
    .poll(async () =>
      (await serverMessages(page.request, amira, world.bilal._id)).filter((item) => item.sender === amira._id).map((item) => item.content),
    )
    .toEqual(['See you there']);

  // Discard asks first; Cancel keeps it, Discard drops it for good.
  await comment.getByRole('button', { name: `Discard: Comment on “${isolated(world.post.title)}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard this change?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: `Discard: Comment on “${isolated(world.post.title)}”` }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Everything has been sent.')).toBeVisible();
  expect(await outboxRows(page)).toHaveLength(0);
  await page.goto('/feed');
  await expect(page.getByTestId('offline-indicator')).toHaveText('');

  await context.close();
});
