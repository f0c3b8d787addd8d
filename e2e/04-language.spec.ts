import { expect, test } from '@playwright/test';
import { choose } from './support/combobox.ts';

test('?lng=ar renders Arabic right to left; the switch toggles back and the choice survives a reload', async ({ page }) => {
  await page.goto('/?lng=ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('حيث يلتقي حبّ الحيوانات الأليفة');
  expect(await page.evaluate(() => localStorage.getItem('pawpals.lng'))).toBe('ar');

  await page.getByRole('button', { name: /تبديل اللغة/ }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Where pet love meets');
  await expect(page).not.toHaveURL(/lng=/);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Where pet love meets');

  await page.getByRole('button', { name: /Switch Language/ }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('حيث يلتقي');
});

test('the browser language is used when nothing else is set', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-EG' });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'عن PawPals' })).toBeVisible();
  await context.close();
});

test('a lng cookie outranks local storage', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lng', value: 'ar', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('pawpals.lng', 'en'));
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('countries come in Arabic when Arabic is active', async ({ page }) => {
  await page.goto('/signup?lng=ar');
  await choose(page, 'الدولة', 'مص', 'مصر');
});

test('dates follow the active language', async ({ page }) => {
  await page.goto('/terms?lng=ar');
  await expect(page.getByText(/آخر تحديث: .*يونيو/)).toBeVisible();
  await page.goto('/terms?lng=en');
  await expect(page.getByText('Last updated: June 15, 2023')).toBeVisible();
});
