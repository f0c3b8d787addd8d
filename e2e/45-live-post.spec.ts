import { expect, test } from '@playwright/test';
import { joinedPostRoom } from './support/post-watch.ts';
import { createPost, likePost, newPerson } from './support/social.ts';

test("someone else's comment, reply and like appear on an open post page without a reload", async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await newPerson(browser, 'Amira Haddad');
  const b = await newPerson(browser, 'Bilal Nasser');
  const post = await createPost(a.page.request, a.user, 'Rex learned to sit');

  const joined = joinedPostRoom(a.page, post._id);
  await a.page.goto(`/posts/${post._id}`);
  await joined;
  // The first load is slow on a busy machine; the live part is what is timed below.
  await expect(a.page.getByRole('heading', { name: 'Rex learned to sit' })).toBeVisible({ timeout: 20_000 });
  await expect(a.page.getByTestId('comments-count')).toHaveText('0');
  await expect(a.page.getByTestId('likes-count')).toHaveText('0');
  // Nothing on A's page may come from a navigation: a marker set now must survive to the end.
  await a.page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // B comments through the app.
  await b.page.goto(`/posts/${post._id}`);
  await b.page.getByLabel('Add a comment').fill('Good boy, Rex!');
  await b.page.getByRole('button', { name: 'Post comment' }).click();
  const onA = a.page.getByTestId('comment').filter({ hasText: 'Good boy, Rex!' });
  await expect(onA).toBeVisible();
  await expect(onA).toContainText('Bilal Nasser');
  await expect(a.page.getByTestId('comments-count')).toHaveText('1');

  // B likes: A's count follows, A's own heart stays empty.
  await b.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(a.page.getByTestId('likes-count')).toHaveText('1');
  await expect(a.page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // A replies on the page; B's open page shows the reply, and A's page keeps one copy of it.
  await onA.getByRole('button', { name: 'Show replies (0)' }).click();
  await onA.getByLabel('Reply to Bilal Nasser').fill('He is the best.');
  await onA.getByRole('button', { name: 'Send reply' }).click();
  const onB = b.page.getByTestId('comment').filter({ hasText: 'Good boy, Rex!' });
  await onB.getByRole('button', { name: /Show replies/ }).click();
  await expect(onB.getByTestId('reply')).toHaveText(/He is the best\./);
  await expect(onA.getByTestId('reply')).toHaveCount(1);

  // B unlikes.
  await b.page.getByRole('button', { name: 'Unlike' }).click();
  await expect(a.page.getByTestId('likes-count')).toHaveText('0');
  expect(await a.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  await a.context.close();
  await b.context.close();
});

test('counts on a feed card follow likes and comments by others', async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await newPerson(browser, 'Amira Haddad');
  const b = await newPerson(browser, 'Bilal Nasser');
  const title = `Card that changes ${Date.now().toString(36)}`;
  const post = await createPost(a.page.request, a.user, title);
  const joined = joinedPostRoom(a.page, post._id);
  await a.page.goto('/feed');
  await joined;
  const card = a.page.getByTestId('post-card').filter({ hasText: title });
  await expect(card.getByTestId('likes-count')).toHaveText('0', { timeout: 20_000 });

  await likePost(b.page.request, b.user, post._id);
  await expect(card.getByTestId('likes-count')).toHaveText('1');
  const comment = await b.page.request.post(`/api/posts/post/${post._id}/comments`, {
    headers: { authorization: `Bearer ${b.user.token}` },
    data: { content: 'Lovely' },
  });
  expect(comment.status()).toBe(201);
  await expect(card.getByTestId('comments-count')).toHaveText('1');

  await a.context.close();
  await b.context.close();
});
