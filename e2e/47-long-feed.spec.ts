import { expect, type Page } from '@playwright/test';
import { test } from './support/own-server.ts';
import { createPost, newPerson } from './support/social.ts';

/** The titles of the cards the list has drawn, whether on screen or just beyond it. */
const drawnTitles = (page: Page) => page.getByTestId('post-card').locator('h2 > a:first-child').allTextContents();

test('a long feed on a phone draws only the cards near the screen', async ({ browser, ownServer }) => {
  test.setTimeout(120_000);
  // A server of its own: forty posts on the shared one would push other tests' posts out of their feeds.
  const owner = await newPerson(browser, 'Long Feed Owner', { viewport: { width: 375, height: 740 }, baseURL: ownServer.url });
  const tag = Date.now().toString(36);
  const titleOf = (n: number) => `Walk ${tag} number ${n}`;
  for (let n = 1; n <= 40; n += 1) await createPost(owner.page.request, owner.user, titleOf(n));
  const { page } = owner;

  await page.goto('/feed');
  await expect(page.getByRole('link', { name: titleOf(40), exact: true })).toBeVisible({ timeout: 20_000 });

  // Down to the oldest post: more pages load on the way, and the list never holds every card.
  const oldest = page.getByRole('link', { name: titleOf(1), exact: true });
  for (let round = 0; round < 60 && !(await oldest.isVisible()); round += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(150);
  }
  await oldest.scrollIntoViewIfNeeded();
  await expect(oldest).toBeInViewport();
  expect((await drawnTitles(page)).length).toBeLessThan(15);
  expect(await drawnTitles(page)).not.toContain(titleOf(40));

  await owner.context.close();
});
