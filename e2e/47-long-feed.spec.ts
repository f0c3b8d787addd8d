import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/own-server.ts';
import { createPost, newPerson } from './support/social.ts';

/** The titles of the cards the list has drawn, whether on screen or just beyond it. */
const drawnTitles = (page: Page) => page.getByTestId('post-card').locator('h2 > a:first-child').allTextContents();
const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);
/** Where the element's top lies once its card's entrance animation has ended. */
const settledTopOf = (locator: Locator) =>
  locator.evaluate(async (element) => {
    const row = element.closest('[data-index]') ?? element;
    await Promise.all(row.getAnimations({ subtree: true }).map((animation) => animation.finished));
    return element.getBoundingClientRect().top;
  });
const bottomOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().bottom);

test('a long feed on a phone draws only the cards near the screen, and is where it was left after a post', async ({ browser, ownServer }) => {
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

  // Into a post far down and back: the feed opens where it was left, with that post where it was.
  const opened = page.getByRole('link', { name: titleOf(3), exact: true });
  await opened.scrollIntoViewIfNeeded();
  const placeBefore = await settledTopOf(opened);
  await opened.click();
  await expect(page).toHaveURL(/\/posts\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(opened).toBeInViewport();
  expect(Math.abs((await settledTopOf(opened)) - placeBefore)).toBeLessThan(2);

  // Straight back to the top: the newest post is drawn first, below the composer and the side
  // panels (on a short phone, just below the first screen), and every other card the list keeps
  // is below it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const newest = page.getByTestId('post-card').filter({ has: page.getByRole('link', { name: titleOf(40), exact: true }) });
  await expect(newest).toBeVisible();
  const sidePanels = page.getByRole('complementary', { name: 'Find pet lovers' });
  // Right after the side panels (a card's entrance moves it a few pixels): no card could fit between.
  const gapAbove = (await topOf(newest)) - (await bottomOf(sidePanels));
  expect(gapAbove, 'the newest post follows the side panels').toBeGreaterThanOrEqual(0);
  expect(gapAbove, 'the newest post follows the side panels').toBeLessThan(40);
  expect(await bottomOf(page.getByRole('link', { name: /What's on your mind/ }))).toBeLessThanOrEqual(await topOf(newest));
  for (const title of await drawnTitles(page)) {
    if (title === titleOf(40)) continue;
    const card = page.getByTestId('post-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    expect(await topOf(card), `${title} lies below the newest post`).toBeGreaterThanOrEqual(await bottomOf(newest));
  }

  await owner.context.close();
});
