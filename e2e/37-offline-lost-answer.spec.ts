import { expect, test } from '@playwright/test';
import { newPerson } from './support/social.ts';
import { openControlled } from './support/offline.ts';

test('a post whose answer was lost, posted again: the server keeps one', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context, user } = await newPerson(browser, 'Amira Haddad');
  await openControlled(page, '/add-post');

  // The server stores the first post, then the connection drops before its answer arrives.
  let tries = 0;
  await context.route('**/api/posts/add_post', async (route) => {
    tries += 1;
    if (tries > 1) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByLabel('Title').fill('Beach day');
  await page.getByLabel('What would you like to share?').fill('Rex found a crab.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('An error occurred while submitting the post.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-post$/);
  await expect(page.getByLabel('What would you like to share?')).toHaveValue('Rex found a crab.');

  // The same content sent again carries the same key: the server answers with the stored post.
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);
  expect(tries).toBe(2);
  const posts = (await (await page.request.get(`/api/posts/${user._id}`)).json()) as Array<{ title: string }>;
  expect(posts.map((post) => post.title)).toEqual(['Beach day']);

  // Different content afterwards is a new post, not the stored answer again.
  await page.goto('/add-post');
  await page.getByLabel('What would you like to share?').fill('And a second one.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  const after = (await (await page.request.get(`/api/posts/${user._id}`)).json()) as Array<{ body: string }>;
  expect(after.map((post) => post.body)).toEqual(['And a second one.', 'Rex found a crab.']);

  await context.close();
});
