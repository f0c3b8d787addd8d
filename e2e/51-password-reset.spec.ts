import { expect, test } from '@playwright/test';
import { messages } from '#contract/messages.ts';
import { mailedLink } from './support/mail.ts';
import { password, registerUser, uniqueUser } from './support/users.ts';

/** Forgot password, the mailed link and the reset screen, against the real server and its mail written as .eml files. */

test('the forgot-password form answers the same for a known and an unknown address', async ({ page }) => {
  const known = await registerUser(page.request);
  const answers: string[] = [];
  for (const email of [known.email, uniqueUser().email]) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const answer = page.getByRole('main').getByRole('status').filter({ hasText: messages.passwordResetSent });
    await expect(answer).toBeVisible();
    answers.push((await answer.innerText()).trim());
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  }
  expect(answers[0]).toBe(answers[1]);
});

test('the forgot-password form answers in Arabic, and offline it keeps the address and waits', async ({ page, context }) => {
  await page.goto('/forgot-password?lng=ar');
  const email = page.getByLabel('البريد الإلكتروني');
  await email.fill('someone@example.com');
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'يتطلب اتصالًا بالإنترنت' })).toBeDisabled();
  await expect(email).toHaveValue('someone@example.com');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }).click();
  await expect(page.getByText('إذا كان هذا العنوان مرتبطًا بحساب، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة.')).toBeVisible();
});

test('a reset link that is unknown, or not even well formed, says so and offers a new one', async ({ page }) => {
  await page.goto(`/reset-password/${'x'.repeat(43)}`);
  await page.getByLabel('New password', { exact: true }).fill('calico-on-the-sill-6');
  await page.getByLabel('Confirm new password').fill('calico-on-the-sill-6');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.tokenInvalid);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();

  await page.goto('/reset-password/short');
  await expect(page.getByRole('alert')).toContainText(messages.tokenInvalid);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('forgot, the mailed link, a new password, then log in with it', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(messages.passwordResetSent)).toBeVisible();

  const link = await mailedLink(user.email, 'reset-password');
  await page.goto(link);
  const fresh = 'tabby-under-the-lamp-42';
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await expect(page.getByText('This password is too common.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: messages.passwordResetDone })).toBeVisible();

  // Every earlier session ended; the same link cannot be used twice.
  expect((await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(401);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/feed$/);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-tabby-43');
  await page.getByLabel('Confirm new password').fill('another-tabby-43');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.tokenInvalid);
});
