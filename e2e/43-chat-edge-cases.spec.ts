import { expect, test } from '@playwright/test';
import { conversationIdOf } from '../src/contract/conversation.ts';
import { followByApi, newPerson } from './support/social.ts';

const shotDir = process.env.SHOT_DIR;

test('a conversation with someone who is not a mutual follower has their name, no composer, the reason and a way to follow', async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await newPerson(browser, 'Amira Haddad', { viewport: { width: 375, height: 800 } });
  const stranger = await newPerson(browser, 'Carla Stranger');

  // Reached by address: Carla is in no list of Amira's, so her name has to be fetched.
  await a.page.goto(`/chats/${conversationIdOf(a.user._id, stranger.user._id)}`);
  const conversation = a.page.getByRole('region', { name: 'Chat with Carla Stranger' });
  await expect(conversation).toBeVisible({ timeout: 20_000 });
  await expect(conversation.getByRole('note')).toContainText(
    "You can only message people who follow you and whom you follow. You and Carla Stranger don't follow each other yet.",
  );
  await expect(a.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(a.page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  if (shotDir) await a.page.screenshot({ path: `${shotDir}/chat-not-mutual-en-375.png`, fullPage: true });
  const overflow = await a.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Following one way is not enough.
  await conversation.getByRole('link', { name: "Go to Carla Stranger's profile" }).click();
  await expect(a.page).toHaveURL(new RegExp(`/profile/${stranger.user._id}$`));
  await expect(a.page.getByRole('heading', { level: 1, name: 'Carla Stranger' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(a.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await a.page.goBack();
  await expect(conversation.getByRole('note')).toBeVisible();
  await expect(a.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  // Once Carla follows back, the same address offers the composer.
  await followByApi(stranger.page.request, stranger.user, a.user._id);
  await a.page.reload();
  await expect(a.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(conversation.getByRole('note')).toHaveCount(0);
  await expect(conversation).toBeVisible();

  await a.context.close();
  await stranger.context.close();
});

test('an address naming no account says so instead of a nameless title', async ({ browser }) => {
  const a = await newPerson(browser, 'Amira Haddad');
  await a.page.goto(`/chats/${conversationIdOf(a.user._id, '00000000-0000-4000-8000-000000000000')}`);
  await expect(a.page.getByRole('heading', { name: 'This account does not exist' })).toBeVisible();
  await expect(a.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await a.context.close();
});

test('a search of mutual followers that matches nobody names the search; an empty list says there is nobody yet', async ({ browser }) => {
  const a = await newPerson(browser, 'Amira Haddad');
  const b = await newPerson(browser, 'Bilal Nasser');
  await a.page.goto('/chats');
  const panel = a.page.getByRole('region', { name: 'Mutual Followers' });
  await expect(panel.getByText('No mutual followers yet.')).toBeVisible({ timeout: 20_000 });

  await followByApi(a.page.request, a.user, b.user._id);
  await followByApi(b.page.request, b.user, a.user._id);
  await a.page.reload();
  await expect(panel.getByText(`@${b.user.username}`)).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('searchbox', { name: 'Search mutual followers' }).fill('xyz');
  await expect(panel.getByText('No mutual followers match “xyz”')).toBeVisible();
  await expect(panel.getByText('No mutual followers yet.')).toHaveCount(0);
  await panel.getByRole('searchbox', { name: 'Search mutual followers' }).fill('bil');
  await expect(panel.getByText(`@${b.user.username}`)).toBeVisible();
  await a.context.close();
  await b.context.close();
});
