import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/users.ts';

/** The message is tied to its field (aria-describedby), so it is at the right place for a screen reader too. */
async function expectFieldError(page: Page, label: string, message: string) {
  // The input, not the list of a searchable field that carries the same label.
  const field = page.getByLabel(label, { exact: true }).and(page.locator('input, select, textarea'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('login form', () => {
  test('shows each message at its field on submit and clears it on change', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters');
    await expect(page).toHaveURL(/\/login$/);

    // Re-validates on change.
    await page.getByLabel('Email', { exact: true }).fill('ann@example.com');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters');
  });

  test('an empty form names both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters');
  });
});

test.describe('sign-up form', () => {
  test('shows the minimum-length, email, country and city messages', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('A');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectFieldError(page, 'Full name', 'Full name must be at least 2 characters');
    await expectFieldError(page, 'Username', 'Username must be at least 3 characters');
    await expectFieldError(page, 'Email', 'Please enter a valid email address');
    await expectFieldError(page, 'Password', 'Password must be at least 6 characters');
    await expectFieldError(page, 'Country', 'Country is required');
    await expectFieldError(page, 'City', 'City is required');
  });

  test('shows the too-long username and the password mismatch on the confirm field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Username').fill('a'.repeat(31));
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whiskers-and-paws-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('secret2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectFieldError(page, 'Username', 'Username cannot exceed 30 characters');
    await expectFieldError(page, 'Confirm password', "Passwords don't match");
    await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('update-password form', () => {
  test('shows each minimum-length message at its field', async ({ page }) => {
    await signIn(page);
    await page.goto('/update_password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expectFieldError(page, 'Current password', 'Current password must be at least 6 characters.');
    await expectFieldError(page, 'New password', 'New password must be at least 6 characters.');
    await expectFieldError(page, 'Confirm new password', 'Confirm password must be at least 6 characters.');
  });

  test("puts New passwords don't match on the confirm field", async ({ page }) => {
    await signIn(page);
    await page.goto('/update_password');
    await page.getByLabel('Current password', { exact: true }).fill('whiskers-and-paws-1');
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password', { exact: true }).fill('abcdeg');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expectFieldError(page, 'Confirm new password', "New passwords don't match");
    await expect(page.getByLabel('New password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('show/hide toggles reveal each password', async ({ page }) => {
    await signIn(page);
    await page.goto('/update_password');
    const field = page.getByLabel('Current password', { exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(field).toHaveAttribute('type', 'text');
  });
});

test('validation messages are translated in Arabic', async ({ page }) => {
  await page.goto('/login?lng=ar');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('يُرجى إدخال بريد إلكتروني صالح')).toBeVisible();
  await expect(page.getByText('يجب أن تتكوّن كلمة المرور من 6 أحرف على الأقل')).toBeVisible();
});
