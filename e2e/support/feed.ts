import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The feed draws only the cards near the viewport (on a phone the sidebars
 * come first, so a few cards down may not be drawn yet): scrolls the window
 * down until `card` is drawn, then brings it into view.
 */
export async function scrollToCard(page: Page, card: Locator): Promise<void> {
  await expect(async () => {
    if ((await card.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await card.scrollIntoViewIfNeeded();
}
