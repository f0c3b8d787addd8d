import { expect, test } from '@playwright/test';
import { conversationIdOf } from '../src/contract/conversation.ts';
import { followByApi, newPerson } from './support/social.ts';

test('a long conversation opens at the newest message and loads older pages on the way up', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await newPerson(browser, 'Amira Haddad');
  const b = await newPerson(browser, 'Bilal Nasser');
  await followByApi(a.page.request, a.user, b.user._id);
  await followByApi(b.page.request, b.user, a.user._id);
  // Six rounds of ten: the rounds keep their order, so notes 1 to 10 are exactly the older page (the app asks for 50).
  for (let round = 0; round < 6; round += 1) {
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        b.page.request.post('/api/messages/add_message', {
          headers: { authorization: `Bearer ${b.user.token}` },
          data: { receiver: a.user._id, content: `Note number ${round * 10 + i + 1}` },
        }),
      ),
    );
    expect(sent.map((response) => response.status())).toEqual(Array(10).fill(201));
  }

  await a.page.goto(`/chats/${conversationIdOf(a.user._id, b.user._id)}`);
  const list = a.page.getByRole('list', { name: 'Messages' });
  // Within a round the order is the server's; the view is at the bottom whichever came last.
  const last = list.getByRole('listitem').last();
  await expect(last).toBeInViewport();
  await expect(list.getByText(/^Note number (5[1-9]|60)$/)).toHaveCount(10);
  await expect(list.getByText('Note number 1', { exact: true })).toHaveCount(0);

  // Scrolling up to the top brings the older page by itself (the button is there for keyboards, and is gone once all is loaded).
  await expect(list.getByRole('button', { name: 'Load older messages' })).toBeAttached();
  await list.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(list.getByText('Note number 1', { exact: true })).toHaveCount(1);
  await expect(list.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: /^Bilal NasserNote number/ })).toHaveCount(60);
  await a.context.close();
  await b.context.close();
});
