import { expect, test } from '@playwright/test';

/** The chunks only a signed-in person needs: the data layer and outbox, the feed screen, the header's menu. */
const signedInCode = /\/assets\/(authed|feed|signed-in-parts)-[\w-]+\.js$/;

test('the landing page with its sample posts, and the sign-in and sign-up forms, never load the signed-in code', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Photos of Max' }).getByRole('img').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('/login');
  // Typing is what makes the sign-in form load the HTTP layer and the account calls.
  await page.getByLabel('Email').fill('someone@example.com');
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(loaded.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(loaded.filter((path) => signedInCode.test(path))).toEqual([]);
});
