import { expect, test } from '@playwright/test';
import type { SessionUser } from '#contract/entities.ts';
import { register } from './support/social.ts';
import { password } from './support/users.ts';
import * as checks from './support/layout-checks.ts';

/**
 * The signed-in devices screen on a phone, in both languages: a second
 * device (another browser context, with a phone's Firefox User-Agent) shows
 * beside this one, and signing it out ends its session on the server.
 */

const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const words = {
  en: {
    thisDevice: 'This device',
    here: 'Chrome on Linux',
    other: 'Firefox on Android',
    signOut: 'Sign out',
    done: 'Firefox on Android is signed out.',
  },
  ar: {
    thisDevice: 'هذا الجهاز',
    here: 'Chrome على Linux',
    other: 'Firefox على Android',
    signOut: 'تسجيل الخروج',
    done: 'تم تسجيل خروج Firefox على Android.',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a phone lists both devices in ${language} and signs the other one out`, async ({ browser }) => {
    // Two devices, two sign-ins and a sign-out: more than the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    const text = words[language];
    const phone = { viewport: { width: 375, height: 800 } };
    const mine = await browser.newContext(phone);
    const page = await mine.newPage();
    const user = await register(page.request, 'Two Devices');
    await mine.addInitScript((session) => {
      if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
    }, JSON.stringify(user));

    // The second device logs in with the password, from a browser that says it is Firefox on a phone.
    const theirs = await browser.newContext({ ...phone, userAgent: firefoxOnAndroid });
    const login = await theirs.request.post('/api/users/login', { data: { email: user.email, password } });
    expect(login.status()).toBe(200);
    const other = (await login.json()) as SessionUser;
    await theirs.addInitScript((session) => localStorage.setItem('pawpals.session', session), JSON.stringify(other));
    const theirPage = await theirs.newPage();
    await theirPage.goto('/feed');
    await expect(theirPage).toHaveURL(/\/feed$/);

    await page.goto(`/sessions?lng=${language}`);
    const devices = page.getByTestId('session');
    await expect(devices).toHaveCount(2);
    const here = devices.filter({ hasText: text.thisDevice });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText(text.here);
    await expect(here.getByRole('button')).toHaveCount(0);
    const there = devices.filter({ hasText: text.other });
    await expect(there).toBeVisible();
    await checks.settle(page);
    await checks.fits(page, `sessions-${language}-375`);

    await there.getByRole('button', { name: new RegExp(`^${text.signOut}`) }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(text.other);
    await dialog.getByRole('button', { name: text.signOut, exact: true }).click();
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText(text.thisDevice);

    // The other device's token no longer works, and its app signs out at its next call.
    const me = await theirs.request.get('/api/users/me', { headers: { authorization: `Bearer ${other.token}` } });
    expect(me.status()).toBe(401);
    await theirPage.reload();
    await expect(theirPage).toHaveURL(/\/login$/, { timeout: 15_000 });
    // The address can change before the stored session goes: wait for both.
    await expect.poll(() => theirPage.evaluate(() => localStorage.getItem('pawpals.session'))).toBeNull();

    await mine.close();
    await theirs.close();
  });
}

test('offline, the devices screen says the list needs a connection', async ({ page, context }) => {
  const user = await register(page.request, 'Offline Owner');
  await context.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  const openFromMenu = async (item: string) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  await page.goto('/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
  // Once online first, so the screen's code is loaded (this project runs without the service worker's cache).
  await openFromMenu('Signed-in devices');
  await expect(page.getByTestId('session')).toHaveCount(1);
  await openFromMenu('Dashboard');
  await context.setOffline(true);
  await openFromMenu('Signed-in devices');
  await expect(page.getByText('You are offline. The list of devices needs a connection; it shows once you are back online.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('session')).toHaveCount(1);
});
