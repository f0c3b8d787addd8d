import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OfflineWorld } from './offline-world.ts';
import { openControlled, outboxRows, serverMessages, serverPost } from './offline.ts';

/** Opens the world's post and conversation once online, under the service worker, so both are stored for offline use. */
export async function visitPostAndChat(page: Page, world: OfflineWorld): Promise<void> {
  await openControlled(page, `/posts/${world.post._id}`);
  await expect(page.getByTestId('comment').filter({ hasText: world.comment.content })).toBeVisible();
  await page.goto(`/chats/${world.conversation}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(world.message.content)).toBeVisible();
}

export const offlineTexts = {
  comment: 'Written on the train',
  reply: 'He always does',
  messages: ['First from the tunnel', 'Second from the tunnel'],
} as const;

/**
 * Like, comment, reply on Bilal's post and two chat messages, all made while
 * the page is offline (or while the server cannot be reached: `indicator`
 * then reads without "Offline").
 */
export async function makeOfflineChanges(page: Page, world: OfflineWorld, indicator = 'Offline · 5 changes waiting'): Promise<void> {
  await page.goto(`/posts/${world.post._id}`);
  const post = page.getByRole('article', { name: world.post.title });
  await post.getByRole('button', { name: /^Like/ }).click();
  await expect(post.getByRole('button', { name: /^Unlike/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(post.getByTestId('likes-count')).toHaveText('1');
  await expect(post.getByRole('img', { name: 'Not sent yet' })).toBeVisible();
  await expect(post.getByRole('button', { name: 'Unlike' })).toHaveAccessibleDescription('Not sent yet');

  await page.getByLabel('Add a comment').fill(offlineTexts.comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: offlineTexts.comment })).toContainText('Sending…');

  const theirs = page.getByTestId('comment').filter({ hasText: world.comment.content });
  await theirs.getByRole('button', { name: /^Show replies/ }).click();
  await theirs.getByLabel('Reply to Bilal Nasser').fill(offlineTexts.reply);
  await theirs.getByRole('button', { name: 'Send reply' }).click();
  await expect(theirs.getByTestId('reply').filter({ hasText: offlineTexts.reply })).toContainText('Sending…');

  await page.goto(`/chats/${world.conversation}`);
  const input = page.getByPlaceholder('Type a message...');
  for (const text of offlineTexts.messages) {
    await input.fill(text);
    await input.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text })).toContainText('Sending…');
  }
  expect(await outboxRows(page)).toHaveLength(5);
  await expect(page.getByTestId('offline-indicator')).toHaveText(indicator);
}

/** After a reload (still offline) each change is still there and still marked as waiting. */
export async function expectStillWaiting(page: Page, world: OfflineWorld): Promise<void> {
  const messages = page.getByRole('list', { name: 'Messages' });
  for (const text of offlineTexts.messages) await expect(messages.getByRole('listitem').filter({ hasText: text })).toContainText('Sending…');
  await expect(page.getByTestId('offline-indicator')).toHaveText('Offline · 5 changes waiting');
  await page.goto(`/posts/${world.post._id}`);
  const post = page.getByRole('article', { name: world.post.title });
  await expect(post.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await expect(post.getByRole('img', { name: 'Not sent yet' })).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: offlineTexts.comment })).toContainText('Sending…');
  const theirs = page.getByTestId('comment').filter({ hasText: world.comment.content });
  await theirs.getByRole('button', { name: /^Show replies/ }).click();
  await expect(theirs.getByTestId('reply').filter({ hasText: offlineTexts.reply })).toContainText('Sending…');
}

/** Waits until every page's outbox is empty: nothing more can be sent after that. */
export async function waitForEmptyOutbox(page: Page, timeout = 60_000): Promise<void> {
  await expect.poll(async () => (await outboxRows(page)).length, { timeout, intervals: [250, 500, 1000] }).toBe(0);
}

/** The server has each change exactly once, and the two messages in the order they were written. */
export async function expectDeliveredOnce(request: APIRequestContext, world: OfflineWorld): Promise<void> {
  const me = world.amira.user;
  const post = await serverPost(request, me, world.post._id);
  expect(post.likedByMe).toBe(true);
  expect(post.likesCount).toBe(1);
  expect(post.comments.filter((comment) => comment.content === offlineTexts.comment && comment.user._id === me._id)).toHaveLength(1);
  const theirs = post.comments.find((comment) => comment._id === world.comment._id);
  expect(theirs?.replies.filter((reply) => reply.content === offlineTexts.reply)).toHaveLength(1);
  expect(post.commentsCount).toBe(2);
  const mine = (await serverMessages(request, me, world.bilal._id)).filter((message) => message.sender === me._id);
  expect(mine.map((message) => message.content)).toEqual([...offlineTexts.messages]);
}
