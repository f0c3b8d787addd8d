import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/users.ts';

/** Scripts the page has loaded that hold zxcvbn's word lists (some 400 KB, shared with the common-password check). */
function watchStrengthCode(page: Page): () => Promise<number> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).filter((body) => body.length > 300_000 && body.includes('passwords-common')).length;
}

test('sign-up loads the meter on first use and calls password1 too common', async ({ page }) => {
  const strengthScripts = watchStrengthCode(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await strengthScripts(), 'zxcvbn loaded before the password field was used').toBe(0);

  const field = page.getByLabel('Password', { exact: true });
  await field.fill('password1');
  const meter = page.getByText(/^Strength: /);
  await expect(meter).toHaveText('Strength: weak · This password is too common.');
  await expect(field).toHaveAccessibleDescription(/This password is too common/);
  expect(await strengthScripts()).toBeGreaterThan(0);

  await field.fill('Password1');
  await expect(meter).toContainText('This password is too common.');
  await field.fill('whiskers-and-paws-on-the-blue-ladder');
  await expect(meter).toHaveText('Strength: strong');
  await expect(page.locator('[data-level="4"]')).toBeVisible();
});

test('update-password shows the meter under the new password only, in Arabic too', async ({ page }) => {
  await signIn(page);
  await page.goto('/update_password?lng=ar');
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('password1');
  await expect(page.getByText('كلمة المرور هذه شائعة جدًا.')).toBeVisible();
  await expect(page.getByText(/^القوة: /)).toHaveCount(1);
});
