import { expect, test } from '@playwright/test';
import { conversationIdOf } from '../src/contract/conversation.ts';
import { followByApi, newPerson } from './support/social.ts';

test('a long conversation opens at the newest message and loads older pages on the way up', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await newPerson(browser, 'Amira Haddad');
  const b = await newPerson(browser, 'Bilal Nasser');
  await followByApi(a.page.request, a.user, b.user._id);
  await followByApi(b.page.request, b.user, a.user._id);
  for (let i = 1; i <= 60; i += 1) {
    const sent = await b.page.request.post('/api/messages/add_message', {
      headers: { authorization: `Bearer ${b.user.token}` },
      data: { receiver: a.user._id, content: `Note number ${i}` },
    });
    expect(sent.status()).toBe(201);
  }

  await a.page.goto(`/chats/${conversationIdOf(a.user._id, b.user._id)}`);
  const list = a.page.getByRole('list', { name: 'Messages' });
  const newest = list.getByText('Note number 60', { exact: true });
  await expect(newest).toBeInViewport();
  await expect(list.getByText('Note number 1', { exact: true })).toHaveCount(0);

  await list.getByRole('button', { name: 'Load older messages' }).click();
  await expect(list.getByText('Note number 1', { exact: true })).toHaveCount(1);
  await expect(list.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: /^Bilal NasserNote number/ })).toHaveCount(60);
  await a.context.close();
  await b.context.close();
});
