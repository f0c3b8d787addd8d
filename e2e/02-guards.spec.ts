import { expect, test } from '@playwright/test';
import { signIn } from './support/users.ts';

for (const path of ['/feed', '/dashboard', '/profile/x', '/posts/x', '/update_password', '/chats', '/my_profile', '/add-pet']) {
  test(`a visitor opening ${path} ends on /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
}

test('a signed-in user opening / ends on /feed', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { name: 'Feed' })).toBeVisible();
});

test('a signed-in user can open the guarded screens', async ({ page }) => {
  const user = await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: user.fullName })).toBeVisible();
  await page.goto('/chats');
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
});

test('a token the server refuses signs the user out', async ({ page }) => {
  const user = await signIn(page);
  // Revoke the token behind the app's back, as another device's password change would.
  await page.request.post('/api/users/logout', { headers: { authorization: `Bearer ${user.token}` } });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pawpals.session'))).toBeNull();
});
