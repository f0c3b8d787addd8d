import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { SessionUser } from '#contract/entities.ts';
import { messages } from '#contract/messages.ts';
import { register } from './support/social.ts';
import { password } from './support/users.ts';
import * as checks from './support/layout-checks.ts';

/**
 * Your data, on a phone in both languages: a download is prepared, its link
 * appears once the server has built it, and it is a ZIP; the notifications
 * say it is ready, with a link that downloads it, and once it has expired say
 * so and lead back to Your data; then the account is
 * deleted (a wrong password first, shown on the field), the device is signed
 * out on the landing page, and the address no longer logs in.
 */

const words = {
  en: {
    prepare: 'Prepare my download',
    download: 'Download (ZIP)',
    notifications: 'Notifications',
    ready: 'Your data is ready to download',
    until: /^You can download it until /,
    expired: /^The download link expired on /,
    prepareNew: 'Prepare a new download',
    unread: 'Unread',
    password: 'Your password',
    remove: 'Delete my account',
    wrongPassword: messages.wrongPassword,
    oncePerDay: messages.exportOncePerDay,
    needsConnection: 'Needs a connection',
    deleted: 'Your account was deleted',
    email: 'Email',
    loginPassword: 'Password',
    logIn: 'Log in',
    loginFailed: 'Login failed. Please check your credentials.',
  },
  ar: {
    prepare: 'جهّز ملف التنزيل',
    download: 'تنزيل (ZIP)',
    notifications: 'الإشعارات',
    ready: 'بياناتك جاهزة للتنزيل',
    until: /^يمكنك تنزيلها حتى /,
    expired: /^انتهت صلاحية رابط التنزيل في /,
    prepareNew: 'جهّز ملف تنزيل جديدًا',
    unread: 'غير مقروء',
    password: 'كلمة المرور',
    remove: 'احذف حسابي',
    wrongPassword: 'كلمة المرور غير صحيحة',
    oncePerDay: 'يمكنك طلب نسخة من بياناتك مرة واحدة في اليوم. حاول مرة أخرى غدًا.',
    needsConnection: 'يتطلب اتصالًا بالإنترنت',
    deleted: 'تم حذف حسابك',
    email: 'البريد الإلكتروني',
    loginPassword: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    loginFailed: 'تعذّر تسجيل الدخول. يُرجى التحقق من بياناتك.',
  },
} as const;

/** Signed in once: the session is seeded on the first page only, so a sign-out stays signed out. */
async function signInOnce(page: Page, user: SessionUser) {
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
}

for (const language of ['en', 'ar'] as const) {
  test(`your data in ${language}: the download is a ZIP, then the account is deleted`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = words[language];
    await page.setViewportSize({ width: 375, height: 800 });
    const user = await register(page.request, 'Leaving Soon');
    await signInOnce(page, user);

    await page.goto(`/your-data?lng=${language}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: text.prepare })).toBeEnabled();
    await checks.settle(page);
    await checks.fits(page, `your-data-${language}-375`);

    await main.getByRole('button', { name: text.prepare }).click();
    const link = main.getByRole('link', { name: text.download });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await checks.fits(page, `your-data-ready-${language}-375`);
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const url = new URL(href!, page.url());
    const zip = await page.request.get(url.pathname + url.search);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');

    // The notification says it is ready, with its own link, which downloads the ZIP and marks it read.
    await checks.openBell(page, language);
    const sheet = page.getByRole('dialog', { name: text.notifications });
    const notice = sheet.getByRole('listitem').filter({ hasText: text.ready });
    await expect(notice).toHaveCount(1);
    await expect(notice.getByText(text.until)).toBeVisible();
    await expect(notice.getByRole('img', { name: text.unread })).toBeVisible();
    await checks.settle(page);
    await checks.fits(page, `export-notification-${language}-375`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await checks.fits(page, `export-notification-${language}-1280`, checks.widthRules);
    await page.setViewportSize({ width: 375, height: 800 });
    const [file] = await Promise.all([page.waitForEvent('download'), notice.getByRole('link', { name: text.download }).click()]);
    expect((await readFile(await file.path())).subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(notice.getByRole('img', { name: text.unread })).toHaveCount(0);

    // A week later the link has expired: the notification says so, offers no link, and leads to Your data.
    await page.clock.setFixedTime(Date.now() + 8 * 86_400_000);
    await page.goto('/feed');
    await checks.openBell(page, language);
    const expired = sheet.getByRole('listitem').filter({ hasText: text.ready });
    await expect(expired.getByText(text.expired)).toBeVisible();
    await expect(expired.getByRole('link')).toHaveCount(0);
    await checks.fits(page, `export-notification-expired-${language}-375`, checks.widthRules);
    await expired.getByRole('button', { name: text.prepareNew }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/your-data$/);

    // A second copy the same day: the server's refusal (429) shows.
    await main.getByRole('button', { name: text.prepare }).click();
    await expect(main.getByRole('alert').filter({ hasText: text.oncePerDay })).toBeVisible();

    // Offline, both actions say they need a connection.
    await page.context().setOffline(true);
    await expect(main.getByRole('button', { name: text.needsConnection })).toHaveCount(2);
    for (const button of await main.getByRole('button', { name: text.needsConnection }).all()) await expect(button).toBeDisabled();
    if (checks.shotDir) await page.screenshot({ path: `${checks.shotDir}/your-data-offline-${language}-375.png`, fullPage: true });
    await page.context().setOffline(false);
    await expect(main.getByRole('button', { name: text.remove })).toBeEnabled();

    // A wrong password is refused on its field, after the confirmation.
    const field = main.getByLabel(text.password, { exact: true });
    await field.fill('not-my-password');
    await main.getByRole('button', { name: text.remove }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: text.remove }).click();
    await expect(main.getByText(text.wrongPassword)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(password);
    await main.getByRole('button', { name: text.remove }).click();
    await expect(dialog).toBeVisible();
    if (checks.shotDir) await page.screenshot({ path: `${checks.shotDir}/delete-account-dialog-${language}-375.png` });
    await dialog.getByRole('button', { name: text.remove }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(page.locator('#hero-title')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pawpals.session'))).toBeNull();

    // The address no longer logs in.
    expect((await page.request.post('/api/users/login', { data: { email: user.email, password } })).status()).toBe(401);
    await page.goto(`/login?lng=${language}`);
    await page.getByLabel(text.email).fill(user.email);
    await page.getByLabel(text.loginPassword, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.logIn }).click();
    await expect(page.getByText(text.loginFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
}
