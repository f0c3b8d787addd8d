import { expect, test, type Page } from '@playwright/test';
import { registerUser } from './support/users.ts';
import * as checks from './support/layout-checks.ts';

/**
 * The account screens (forgot and reset password, verify email, devices,
 * change email, the verify reminder and the strength meter) at a phone's and
 * a desktop's width in both languages: nothing sideways, nothing serious for
 * axe. With SHOT_DIR set, each is saved as a PNG to look at.
 */

const widths = [320, 375, 1280] as const;
const languages = ['en', 'ar'] as const;
const goodToken = 'z'.repeat(43);

async function show(page: Page, path: string, language: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeVisible();
}

for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;
    test(`account screens fit ${width} px in ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const rules = width === 320 ? checks.widthRules : undefined;
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const fits = async (name: string) => {
        await checks.settle(page);
        await checks.fits(page, `${name}-${tag}`, rules);
      };

      await show(page, '/forgot-password', language);
      await fits('forgot-password');
      await page.locator('main input[type="email"]').fill('nobody-here@example.com');
      await page.locator('main button[type="submit"]').click();
      await expect(page.locator('main [role="status"]')).toBeVisible();
      await fits('forgot-password-answered');

      await show(page, `/reset-password/${goodToken}`, language);
      await page.locator('main input[autocomplete="new-password"]').first().fill('password1');
      await expect(page.locator('[data-level="1"]')).toBeVisible();
      await fits('reset-password');
      await show(page, '/reset-password/short', language);
      await fits('reset-password-invalid');

      await show(page, `/verify-email/${goodToken}`, language);
      await expect(page.locator('main [role="alert"]')).toBeVisible();
      await fits('verify-email-invalid');

      await show(page, '/signup', language);
      await page.locator('main input[autocomplete="new-password"]').first().fill('whiskers-and-paws-on-the-blue-ladder');
      await expect(page.locator('[data-level="4"]')).toBeVisible();
      await fits('signup-strength');

      const user = await registerUser(page.request);
      await context.addInitScript((session) => {
        if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
      }, JSON.stringify(user));
      await show(page, '/feed', language);
      await expect(page.getByTestId('verify-banner')).toBeVisible();
      await fits('feed-verify-banner');
      await show(page, '/sessions', language);
      await expect(page.getByTestId('session')).toHaveCount(1);
      await fits('sessions');
      await show(page, '/change-email', language);
      await page.locator('main input[type="email"]').fill(user.email);
      await page.locator('main input[type="password"]').fill('not-the-password');
      await page.locator('main button[type="submit"]').click();
      await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(1);
      await fits('change-email-refused');
      await show(page, `/verify-email/${goodToken}`, language);
      await expect(page.locator('main [role="alert"] button')).toBeVisible();
      await fits('verify-email-invalid-signed-in');
      await context.close();
    });
  }
}
