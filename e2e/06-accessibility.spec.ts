import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/users.ts';

const visitorScreens = ['/', '/login', '/signup', '/forgot-password', '/about', '/help', '/terms', '/privacy', '/no-such-page'];
const signedInScreens = ['/dashboard', '/update_password', '/feed'];

async function expectNoSeriousViolations(page: Page) {
  // Axe reads colours as drawn: text still fading in would read as too faint. Endless animations
  // (a skeleton's shimmer) are left running.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['en', 'ar']) {
  for (const path of visitorScreens) {
    test(`${path} in ${lang} has no serious or critical axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${path}?lng=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }

  test(`signed-in screens and menus in ${lang} have no serious or critical axe violations`, async ({ page }) => {
    test.slow(); // five axe runs in one test
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    for (const path of signedInScreens) {
      await page.goto(`${path}?lng=${lang}`);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    await page.getByRole('button', { name: lang === 'en' ? 'Account menu' : 'قائمة الحساب' }).click();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: lang === 'en' ? 'Notifications' : 'الإشعارات' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`validation errors in ${lang} have no serious or critical axe violations`, async ({ page }) => {
    await page.goto(`/signup?lng=${lang}`);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the mobile menu has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoSeriousViolations(page);
});
