import { expect, test, type Page } from '@playwright/test';
import { conversationIdOf } from '../src/contract/conversation.ts';
import { createPost, likePost, newPerson } from './support/social.ts';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-count');

async function followFromSuggestions(page: Page, username: string) {
  const suggestions = page.getByRole('region', { name: 'Suggested accounts' });
  await suggestions.getByLabel('Search accounts').fill(username.toUpperCase());
  const row = suggestions.getByRole('listitem').filter({ hasText: `@${username}` });
  await row.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText('User followed successfully!')).toBeVisible();
}

test('mutual follow, a live bell, a live chat, and unfollowing ends the chat', async ({ browser }) => {
  // One journey of two people across four features.
  test.setTimeout(90_000);
  const a = await newPerson(browser, 'Amira Haddad');
  const b = await newPerson(browser, 'Bilal Nasser');
  const post = await createPost(b.page.request, b.user);

  await b.page.goto('/chats');
  await expect(b.page.getByRole('heading', { name: 'Select a User to Start Chatting' })).toBeVisible();
  await expect(b.page.getByText('Choose a mutual follower from the list to start a new conversation.')).toBeVisible();
  await expect(b.page.getByText('No mutual followers yet.')).toBeVisible();

  // A follows B through the suggested accounts (search without regard to case); B's bell rings live.
  await a.page.goto('/chats');
  await followFromSuggestions(a.page, b.user.username);
  await expect(a.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(badge(b.page)).toHaveText('1');

  // B follows back: both now see each other under Mutual Followers (the suggestions give way), without a reload.
  await followFromSuggestions(b.page, a.user.username);
  const mutualOfA = a.page.getByRole('region', { name: 'Mutual Followers' });
  const mutualOfB = b.page.getByRole('region', { name: 'Mutual Followers' });
  await expect(mutualOfA.getByText(`@${b.user.username}`)).toBeVisible();
  await expect(mutualOfB.getByText(`@${a.user.username}`)).toBeVisible();
  await expect(mutualOfB.getByPlaceholder('Search mutual followers...')).toBeVisible();

  // A likes B's post: B's count rises without a reload; the notification opens the post and is read.
  await likePost(a.page.request, a.user, post._id);
  await expect(badge(b.page)).toHaveText('2');
  await bell(b.page).click();
  const sheet = b.page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet.getByText('Amira Haddad started following you')).toBeVisible();
  await sheet.getByRole('button', { name: /Amira Haddad liked your post/ }).click();
  await expect(b.page).toHaveURL(new RegExp(`/posts/${post._id}$`));
  await expect(badge(b.page)).toHaveText('1');
  await bell(b.page).click();
  await sheet.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(b.page)).toHaveCount(0);
  await b.page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(bell(b.page)).toBeFocused();
  // The server agrees once the outbox has sent the change: nothing unread is left.
  const unreadOnServer = async () => {
    const stored = await b.page.request.get(`/api/notifications?userId=${b.user._id}`, { headers: { authorization: `Bearer ${b.user.token}` } });
    return (await stored.json()).filter((item: { isRead: boolean }) => !item.isRead).length;
  };
  await expect.poll(unreadOnServer).toBe(0);

  // Both open the chat; messages arrive live on the other side.
  const conversation = conversationIdOf(a.user._id, b.user._id);
  await mutualOfA.getByRole('button', { name: 'Message Bilal Nasser' }).click();
  await expect(a.page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/chats/${conversation}`);
  await expect(a.page.getByRole('heading', { name: 'Chat with Bilal Nasser' })).toBeVisible();
  await b.page.goto(`/chats/${conversation}`);
  await expect(b.page.getByRole('heading', { name: 'Chat with Amira Haddad' })).toBeVisible();

  const inputA = a.page.getByPlaceholder('Type a message...');
  const sendA = a.page.getByRole('button', { name: 'Send' });
  await expect(sendA).toBeDisabled();
  await inputA.fill('   ');
  await expect(sendA).toBeDisabled();
  await inputA.fill('Hello Bilal!');
  await inputA.press('Enter');
  await expect(inputA).toHaveValue('');
  const listA = a.page.getByRole('list', { name: 'Messages' });
  const listB = b.page.getByRole('list', { name: 'Messages' });
  await expect(listA.getByRole('listitem').filter({ hasText: 'Hello Bilal!' })).toContainText('You');
  await expect(listB.getByRole('listitem').filter({ hasText: 'Hello Bilal!' })).toContainText('Amira Haddad');

  const inputB = b.page.getByPlaceholder('Type a message...');
  await inputB.fill('Hi Amira');
  await inputB.press('Shift+Enter');
  await inputB.pressSequentially('Rex says woof');
  await expect(inputB).toHaveValue('Hi Amira\nRex says woof');
  await b.page.getByRole('button', { name: 'Send' }).click();
  const replyOnA = listA.getByRole('listitem').filter({ hasText: 'Rex says woof' });
  await expect(replyOnA).toContainText('Bilal Nasser');
  await expect(replyOnA).toContainText('Hi Amira');
  // Once accepted by the server, nothing is left pending and nothing shows twice.
  await expect(listA.getByText('Sending…')).toHaveCount(0);
  await expect(listA.getByRole('listitem').filter({ hasText: 'Hello Bilal!' })).toHaveCount(1);

  // A message's notification opens its conversation, as its push notification does.
  await a.page.goto('/feed');
  await bell(a.page).click();
  await a.page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Bilal Nasser sent you a message/ })
    .first()
    .click();
  await expect(a.page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/chats/${conversation}`);
  await expect(a.page.getByRole('heading', { name: 'Chat with Bilal Nasser' })).toBeVisible();

  // A bookmark of the conversation opens it directly, history included.
  const again = await a.context.newPage();
  await again.goto(`/chats/${conversation}`);
  await expect(again.getByRole('heading', { name: 'Chat with Bilal Nasser' })).toBeVisible();
  await expect(again.getByRole('list', { name: 'Messages' }).getByText('Rex says woof')).toBeVisible();
  await again.close();

  // B unfollows A: A's next message is refused with the server's reason and taken back.
  const unfollow = await b.page.request.put(`/api/users/unfollow/${a.user._id}`, { headers: { authorization: `Bearer ${b.user.token}` } });
  expect(unfollow.ok()).toBe(true);
  await inputA.fill('Are you still there?');
  await inputA.press('Enter');
  await expect(a.page.getByText('You can only message users who follow you and whom you follow')).toBeVisible();
  await expect(listA.getByText('Are you still there?')).toHaveCount(0);
  // The refusal updates who follows whom: the composer gives way to the reason, the history stays.
  await expect(inputA).toHaveCount(0);
  await expect(a.page.getByRole('note')).toContainText("You and Bilal Nasser don't follow each other yet.");
  await expect(listA.getByText('Rex says woof')).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'Chat with Bilal Nasser' })).toBeVisible();

  // The same reason reads in Arabic for an Arabic-speaking user.
  await a.page.goto(`/chats/${conversation}?lng=ar`);
  // A full load, on a busy machine slower than the live updates above.
  await expect(a.page.getByRole('note')).toContainText('يمكنك مراسلة من يتابعونك وتتابعهم فقط', { timeout: 20_000 });
  await expect(a.page.getByPlaceholder('اكتب رسالة...')).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
