import { expect, test } from '@playwright/test';
import { choose } from './support/combobox.ts';
import { password, registerUser, uniqueUser } from './support/users.ts';

test('sign up, log out, log in and stay signed in after a reload', async ({ page }) => {
  // Three screens, a sign-up and two sign-ins: 28 s on CI's 2 cores at load 12, with the browser 2 s to open a page.
  test.setTimeout(60_000);
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
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: user.fullName })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pawpals.session') ?? 'null'));
  expect(stored).toMatchObject({ username: user.username, email: user.email });
  expect(typeof stored.token).toBe('string');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pawpals.session'))).toBeNull();
  // The token was revoked on the server too.
  const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${stored.token}` } });
  expect(me.status()).toBe(401);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feed' })).toBeVisible();
});

test('a wrong password shows the login failure toast and stays on /login', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('choosing another country clears the city and loads its cities', async ({ page }) => {
  await page.goto('/signup');
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).toBeDisabled();
  await choose(page, 'Country', 'egy', 'Egypt');
  await choose(page, 'City', 'cai', 'Cairo');
  await choose(page, 'Country', 'fran', 'France');
  await expect(city).toHaveValue('');
  await city.fill('Cairo');
  await expect(page.getByRole('option', { name: 'Cairo', exact: true })).toHaveCount(0);
  await city.fill('Paris');
  await expect(page.getByRole('option', { name: 'Paris', exact: true })).toBeVisible();
});

test('update password, then the new password logs in', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.addInitScript((session) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('pawpals.session', session);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(user));
  await page.goto('/update_password');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill('secret2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('secret2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const login = await page.request.post('/api/users/login', { data: { email: user.email, password: 'secret2' } });
  expect(login.status()).toBe(200);
});

test('a wrong current password shows the server message', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.addInitScript((session) => localStorage.setItem('pawpals.session', session), JSON.stringify(user));
  await page.goto('/update_password');
  await page.getByLabel('Current password', { exact: true }).fill('not-mine');
  await page.getByLabel('New password', { exact: true }).fill('secret2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('secret2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/update_password$/);
});
