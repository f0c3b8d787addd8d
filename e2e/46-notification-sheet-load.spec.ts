import { expect, test } from '@playwright/test';
import { newPerson } from './support/social.ts';

// The sheet's code loads on the first tap of the bell. Without a service worker holding it and
// without a connection, that tap says so, and the next one, online again, opens the sheet.
test('the bell says to check the connection when the sheet cannot load, and opens it once it can', async ({ browser }) => {
  const person = await newPerson(browser, 'Noor Bell', { viewport: { width: 375, height: 800 } });
  const { page, context } = person;
  await page.goto('/feed');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);

  await context.setOffline(true);
  await bell.click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your connection.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);

  await context.setOffline(false);
  await bell.click();
  const sheet = page.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('No new notifications')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(bell).toBeFocused();

  // Opened again, it is the same sheet, with no second load.
  await bell.click();
  await expect(sheet).toBeVisible();
  await context.close();
});
