import { expect, test } from '@playwright/test';
import { fits, shotDir } from './support/layout-checks.ts';
import { moderatorSession, reportByApi, resolveByApi } from './support/moderator.ts';
import { arabicName, longWord } from './support/rich-content.ts';
import { newPerson, register } from './support/social.ts';
import { password } from './support/users.ts';

const words = {
  en: {
    posts: 'Posts',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    until: 'Your account is suspended until',
    reason: 'Reason given by the moderators:',
  },
  ar: {
    posts: 'المنشورات',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    until: 'حسابك موقوف حتى',
    reason: 'السبب الذي ذكره المشرفون:',
  },
} as const;

for (const [language, locale, width] of [
  ['en', 'en-US', 375],
  ['ar', 'ar-EG', 1280],
] as const) {
  test(`a suspended account is signed out at once, and the login says why and until when (${language}, ${width} px)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const w = words[language];
    const person = await newPerson(browser, arabicName, { locale, viewport: { width, height: 900 } });
    const { page } = person;
    const reporter = await register(page.request, 'Reporting Neighbour');
    const moderator = await moderatorSession(page.request);
    const report = await reportByApi(page.request, reporter, {
      targetType: 'user',
      targetId: person.user._id,
      reason: 'spam',
      text: 'Sells fake pet food',
    });

    // The live connection is up before the suspension: it is what ends the session at once.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve()));
    });
    await page.goto('/feed');
    await expect(page.getByRole('region', { name: w.posts })).toBeVisible({ timeout: 20_000 });
    await connected;

    const reason = `Spam links again and again ${longWord}`;
    await resolveByApi(page.request, moderator, report._id, { action: 'suspend', days: 7, note: reason });
    const until = await page.evaluate(
      ([tag]) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(Date.now() + 7 * 24 * 3600 * 1000)),
      [language],
    );

    // Nobody touches the page: it goes to the login, saying why and until when.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    const note = page.getByRole('alert').filter({ hasText: w.until });
    await expect(note).toContainText(until);
    await expect(note).toContainText(`${w.reason} ${reason}`);
    expect(await page.evaluate(() => localStorage.getItem('pawpals.session'))).toBeNull();

    // A fresh browser knows nothing of it: signing in is refused, with the same words. (Not a reload:
    // the person's context puts their old session back into local storage on every load.)
    const fresh = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const login = await fresh.newPage();
    await login.goto('/login');
    await expect(login.getByRole('alert').filter({ hasText: w.until })).toHaveCount(0);
    await login.getByLabel(w.email, { exact: true }).fill(person.user.email);
    await login.getByLabel(w.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: w.logIn }).click();
    const refused = login.getByRole('alert').filter({ hasText: w.until });
    await expect(refused).toContainText(until);
    await expect(refused).toContainText(reason);
    await expect(login).toHaveURL(/\/login$/);
    await fits(login, `suspended login ${language} ${width}`);
    if (shotDir) await login.screenshot({ path: `${shotDir}/suspended-login-${language}-${width}.png`, fullPage: true });
    await fresh.close();
    await person.context.close();
  });
}
