import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The feed draws only the cards near the viewport (on a phone the sidebars
 * come first, so a few cards down may not be drawn yet): scrolls the window
 * down until `card` is drawn, then brings it into view. A card at the edge can
 * be taken out again as the cards above it are measured, so bringing it into
 * view is retried with the rest.
 */
export async function scrollToCard(page: Page, card: Locator): Promise<void> {
  await expect(async () => {
    if ((await card.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await card.scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(card).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
