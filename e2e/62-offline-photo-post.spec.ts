import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Post } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { phonePhoto, storedImageSize } from './support/content.ts';
import { newPerson } from './support/social.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A post with three phone photos written offline at 375 px: it shows at once
 * in the feed from the photos kept on the device, waits through a reload,
 * and once back online reaches the server exactly once, with its three
 * photos resized and described. Once more with the connection cut during the
 * second photo's upload: the photos already up are not sent again.
 */

let phonePhotos: Promise<{ name: string; mimeType: string; buffer: Buffer }[]> | undefined;
/** The three photos, made once for every test of the file. */
const threePhotos = () => (phonePhotos ??= Promise.all([1, 2, 3].map((seed) => phonePhoto(seed))));

const texts = {
  en: { body: 'Rex at the beach, three times', alts: ['Rex digging', 'Rex in the waves', 'Rex asleep on a towel'] },
  ar: { body: 'ركس على الشاطئ ثلاث مرات', alts: ['ركس يحفر', 'ركس في الأمواج', 'ركس نائم على منشفة'] },
} as const;

async function composeOffline(page: Page, context: BrowserContext, language: 'en' | 'ar') {
  await openControlled(page, `/add-post?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await setOnline(context, false);
  const { body, alts } = texts[language];
  await page.locator('textarea[name="body"]').fill(body);
  await page.locator('input[type="file"]').setInputFiles(await threePhotos());
  const descriptions = page.locator('textarea[name="alts"]');
  await expect(descriptions).toHaveCount(3);
  for (const [index, alt] of alts.entries()) await descriptions.nth(index).fill(alt);
  await page.locator('main button[type="submit"]').click();
  // The post is queued once its three 12-megapixel photos are resized on the device: seconds on a busy machine.
  await expect(page).toHaveURL(/\/feed/, { timeout: 60_000 });
}

/** The waiting card shows each photo from the device, described. */
async function expectWaitingCard(page: Page, language: 'en' | 'ar') {
  const card = page.locator('[data-testid="post-card"][data-waiting="true"]');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('sending-progress')).toBeVisible();
  const first = card.getByRole('img', { name: texts[language].alts[0] });
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  return card;
}

async function expectOnServer(page: Page, userId: string, language: 'en' | 'ar') {
  const posts = (await (await page.request.get(`/api/posts/${userId}`)).json()) as Post[];
  expect(posts.map((post) => post.body)).toEqual([texts[language].body]);
  const [post] = posts;
  expect(post?.media.map((media) => media.alt)).toEqual([...texts[language].alts]);
  for (const media of post?.media ?? []) {
    expect(Math.max(media.width ?? 0, media.height ?? 0)).toBeLessThanOrEqual(limits.image.fullSide);
    const stored = await storedImageSize(page.request, media.url);
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(limits.image.fullSide);
  }
}

for (const language of ['en', 'ar'] as const) {
  test(`a post with three photos written offline shows at once, survives a reload and is posted once, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, context, user } = await newPerson(browser, 'Salma Photographer', { viewport: { width: 375, height: 800 } });
    await composeOffline(page, context, language);
    const card = await expectWaitingCard(page, language);
    await checks.settle(page);
    await checks.fits(page, `62-waiting-post-${language}-375`);
    if (checks.shotDir) await card.screenshot({ path: `${checks.shotDir}/62-waiting-card-${language}-375.png` });

    await page.reload();
    await expectWaitingCard(page, language);

    await setOnline(context, true);
    await waitForEmptyOutbox(page);
    await expect(page.locator('[data-testid="post-card"][data-waiting="true"]')).toHaveCount(0);
    await expectOnServer(page, user._id, language);
    await context.close();
  });
}

test('a drop during the second photo upload: the first is not sent again, and the post arrives once', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, context, user } = await newPerson(browser, 'Salma Photographer', { viewport: { width: 375, height: 800 } });
  await composeOffline(page, context, 'en');
  await expectWaitingCard(page, 'en');

  const uploads: string[] = [];
  await context.route('**/api/media', async (route) => {
    uploads.push(route.request().headers()['idempotency-key'] ?? '');
    if (uploads.length === 2) return route.abort('connectionreset');
    return route.fallback();
  });
  await setOnline(context, true);
  await waitForEmptyOutbox(page, 120_000);
  const keys = uploads.filter((key, index) => uploads.indexOf(key) === index);
  expect(keys).toHaveLength(3);
  // Only the cut upload went twice; the one before it was recorded and skipped.
  expect(uploads.filter((key) => key === uploads[0])).toHaveLength(1);
  expect(uploads.filter((key) => key === uploads[1])).toHaveLength(2);
  await expectOnServer(page, user._id, 'en');
  await context.close();
});
