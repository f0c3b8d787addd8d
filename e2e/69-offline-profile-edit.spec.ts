import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OwnUser, SessionUser } from '#contract/entities.ts';
import { phonePhoto } from './support/content.ts';
import { newPerson } from './support/social.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';

/**
 * One's profile changed offline at 375 px, with a new avatar: the dashboard
 * and the header show the new name and the avatar kept on the device at
 * once, marked as waiting, through a reload; back online the change reaches
 * the server once and the app shows the server's copy.
 */

const texts = {
  en: { name: 'Layla Haddad-Rivers', bio: 'Two cats, one very loud parrot', alt: 'Layla holding her parrot' },
  ar: { name: 'ليلى حداد', bio: 'قطتان وببغاء صاخب جداً', alt: 'ليلى تحمل ببغاءها' },
} as const;

async function serverMe(request: APIRequestContext, user: SessionUser): Promise<OwnUser> {
  const response = await request.get('/api/users/me', { headers: { authorization: `Bearer ${user.token}` } });
  expect(response.status(), 'GET me').toBe(200);
  return (await response.json()) as OwnUser;
}

const profileCard = (page: Page) => page.locator('main section').first();

/** The dashboard while the change waits: the new name and bio, the waiting mark, and the new avatar from the device, here and in the header. */
async function expectWaitingProfile(page: Page, language: 'en' | 'ar') {
  const { name, bio, alt } = texts[language];
  const card = profileCard(page);
  await expect(card.locator('h2')).toHaveText(name);
  await expect(card).toContainText(bio);
  await expect(card.getByTestId('waiting-mark')).toBeVisible();
  const avatar = card.getByRole('img', { name: alt });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.locator('header img[src^="blob:"]')).toHaveCount(1);
}

for (const language of ['en', 'ar'] as const) {
  test(`a profile changed offline with a new avatar shows at once, survives a reload and is saved once, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, context, user } = await newPerson(browser, 'Layla Haddad', { viewport: { width: 375, height: 800 } });
    await openControlled(page, `/dashboard?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('main section button[aria-expanded="false"]').first().click();
    await expect(page.locator('input[name="fullName"]')).toHaveValue('Layla Haddad');

    await setOnline(context, false);
    await expect(page.locator('main form [role="status"]')).toBeVisible();
    await page.locator('input[name="fullName"]').fill(texts[language].name);
    await page.locator('textarea[name="bio"]').fill(texts[language].bio);
    await page.locator('input[type="file"]').setInputFiles(await phonePhoto(7, 'IMG_0069.jpg'));
    const description = page.locator('textarea[name="alts"]');
    await expect(description).toHaveCount(1);
    await description.fill(texts[language].alt);
    const submit = page.locator('main form button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.locator('input[name="fullName"]')).toHaveCount(0, { timeout: 60_000 });
    await expectWaitingProfile(page, language);
    await checks.settle(page);
    await checks.fits(page, `69-waiting-profile-${language}-375`);

    await page.reload();
    await expectWaitingProfile(page, language);
    expect((await serverMe(page.request, user)).fullName).toBe('Layla Haddad');

    await setOnline(context, true);
    await waitForEmptyOutbox(page);
    const saved = await serverMe(page.request, user);
    expect([saved.fullName, saved.bio, saved.avatarAlt]).toEqual([texts[language].name, texts[language].bio, texts[language].alt]);
    expect(saved.avatar).toBeTruthy();

    // The session takes the server's copy: the same name, the server's avatar, nothing waiting.
    const card = profileCard(page);
    await expect(card.getByTestId('waiting-mark')).toHaveCount(0);
    await expect(card.locator('h2')).toHaveText(texts[language].name);
    const avatar = card.getByRole('img', { name: texts[language].alt });
    await expect(avatar).toHaveAttribute('src', saved.avatar ?? '');
    await expect(page.locator('header img[src^="blob:"]')).toHaveCount(0);
    await context.close();
  });
}
