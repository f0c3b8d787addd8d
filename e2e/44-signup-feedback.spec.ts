import { expect, test, type Page } from '@playwright/test';
import { choose } from './support/combobox.ts';
import { registerUser, signIn, uniqueUser } from './support/users.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input'));

test("Passwords don't match shows on leaving the confirm field, while the password is still too short, and follows both fields", async ({ page }) => {
  await page.goto('/signup');
  const password = field(page, 'Password');
  const confirm = field(page, 'Confirm password');
  await password.fill('123');
  await confirm.fill('12');
  // Nothing is said while typing the first time.
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  await confirm.press('Tab');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  // The password's own rule waits for the submit, as the other fields' do.
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  await confirm.fill('123');
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  await password.fill('1234');
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  await password.fill('123');
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');

  // After a submit both rules speak at once, and a change of the confirm field is checked as typed.
  await confirm.fill('12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  await confirm.fill('123');
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  await confirm.fill('1234');
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
});

test('a taken username: the toast says signup failed, the field says why, and nothing typed is lost', async ({ page }) => {
  const taken = await registerUser(page.request);
  const user = uniqueUser();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Username').fill(taken.username);
  await page.getByLabel('Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
  await choose(page, 'Country', 'egy', 'Egypt');
  await choose(page, 'City', 'cai', 'Cairo');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Signup failed. Please try again.' })).toBeVisible();
  const username = page.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('This username is taken');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Cairo');

  // A free username clears the message and the account is created.
  await username.fill(user.username);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("New passwords don't match shows on leaving the confirm field of the password update", async ({ page }) => {
  await signIn(page);
  await page.goto('/update_password');
  await field(page, 'New password').fill('abc');
  const confirm = field(page, 'Confirm new password');
  await confirm.fill('abd');
  await confirm.press('Tab');
  // The mismatch is named although the new password is still too short.
  await expect(confirm).toHaveAccessibleDescription("New passwords don't match");
  await field(page, 'New password').fill('abcdef');
  await confirm.fill('abcdeg');
  await expect(confirm).toHaveAccessibleDescription("New passwords don't match");
  await field(page, 'New password').fill('abcdeg');
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
});
