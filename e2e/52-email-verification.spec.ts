import { expect, test } from '@playwright/test';
import { messages } from '#contract/messages.ts';
import { mailedLink } from './support/mail.ts';
import { signIn } from './support/users.ts';

/** The reminder while an address is not verified, "send again", and the mailed link that ends it. */

test('an unverified account sees the reminder, asks for a new link once, and can hide it for the visit', async ({ page }) => {
  const user = await signIn(page);
  await page.goto('/feed');
  const banner = page.getByTestId('verify-banner');
  await expect(banner).toContainText(`Check your inbox to verify ${user.email}`);

  const again = banner.getByRole('button', { name: 'Email me a new link' });
  await again.click();
  await expect(page.getByText(messages.verificationSent)).toBeVisible();
  await expect(again).toBeDisabled();
  // The toast sits over the line's end for its few seconds (held while the pointer is on it).
  await page.mouse.move(10, 600);
  await expect(page.getByText(messages.verificationSent)).toBeHidden({ timeout: 10_000 });

  await banner.getByRole('button', { name: 'Hide this reminder' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Posts' })).toBeVisible();
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
});

test('the mailed link verifies the address and the reminder goes', async ({ page }) => {
  const user = await signIn(page);
  await page.goto('/dashboard?lng=ar');
  await expect(page.getByTestId('verify-banner')).toContainText(user.email);

  const link = await mailedLink(user.email, 'verify-email');
  await page.goto(`${link}?lng=ar`);
  await expect(page.getByText('تم التحقق من بريدك الإلكتروني.')).toBeVisible();
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'انتقل إلى الموجز' }).click();
  await expect(page).toHaveURL(/\/feed/);
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);

  // The link was used: opened again it is refused, and a verified account is not offered a new one.
  await page.goto(`${link}?lng=en`);
  await expect(page.getByRole('alert')).toContainText(messages.tokenInvalid);
  await expect(page.getByRole('button', { name: 'Email me a new link' })).toHaveCount(0);
});

test('an invalid link offers a new one to a signed-in account that still waits', async ({ page }) => {
  await signIn(page);
  await page.goto(`/verify-email/${'y'.repeat(43)}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(messages.tokenInvalid);
  await alert.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(page.getByText(messages.verificationSent)).toBeVisible();
});

test('a signed-out visitor opening a sign-up link is verified and sent to log in', async ({ page, browser }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const user = await signIn(ownerPage);
  const link = await mailedLink(user.email, 'verify-email');
  await owner.close();

  await page.goto(link);
  await expect(page.getByText(messages.emailVerified)).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
