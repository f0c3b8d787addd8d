import { expect, test } from '@playwright/test';
import { messages } from '#contract/messages.ts';
import { choose } from './support/combobox.ts';
import { mailedLink } from './support/mail.ts';
import { password, signIn, uniqueUser } from './support/users.ts';

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

test('sign up in the form, open the mailed link, and the address is verified', async ({ page }) => {
  const user = uniqueUser();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await choose(page, 'Country', 'Egy', 'Egypt');
  await choose(page, 'City', 'Cai', 'Cairo');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('verify-banner')).toContainText(user.email);

  await page.goto(await mailedLink(user.email, 'verify-email'));
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: messages.emailVerified })).toBeVisible();
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pawpals.session') ?? '{}').emailVerified)).toBe(true);
});

test('change email: refused on the password field, then the link mailed to the new address replaces it', async ({ page }) => {
  const user = await signIn(page);
  const next = uniqueUser().email;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change email' }).click();
  await page.getByLabel('New email address').fill(next);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(messages.wrongPassword)).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: messages.emailChangeSent })).toBeVisible();

  await page.goto(await mailedLink(next, 'verify-email'));
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: messages.emailVerified })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pawpals.session') ?? '{}'));
  expect(stored).toMatchObject({ email: next, emailVerified: true });
  expect(stored.email).not.toBe(user.email);
});
