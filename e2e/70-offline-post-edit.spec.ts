import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Post, SessionUser } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { imageFile, phonePhoto, storedImageSize } from './support/content.ts';
import { newPerson } from './support/social.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A post edited offline at 375 px, with a new phone photo added to the one it
 * had: its page and the feed show the new text and both photos at once (the
 * new one from the device) with the sending bar, through a reload; back
 * online the edit reaches the server once, the kept photo first.
 */

const texts = {
  en: { title: 'Beach day, part two', body: 'Rex found the #waves again', alt: 'Rex shaking off sea water' },
  ar: { title: 'يوم الشاطئ، الجزء الثاني', body: 'ركس وجد #الأمواج مرة أخرى', alt: 'ركس ينفض ماء البحر' },
} as const;

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function postWithPhoto(request: APIRequestContext, author: SessionUser): Promise<Post> {
  const response = await request.post('/api/posts/add_post', {
    headers: bearer(author),
    multipart: { title: 'Beach day', body: 'Sunny day, happy dog.', alts: 'Rex on the sand', images: await imageFile('sand.png', '#db8') },
  });
  expect(response.status(), 'add_post').toBe(201);
  return (await response.json()) as Post;
}

async function serverPost(request: APIRequestContext, postId: string): Promise<Post> {
  const response = await request.get(`/api/posts/post/${postId}`);
  expect(response.status(), 'GET post').toBe(200);
  return (await response.json()) as Post;
}

/** The post's page while the edit waits: the new text, the kept photo and the new one from the device, the sending bar, no Edit link. */
async function expectEditedPage(page: Page, language: 'en' | 'ar') {
  const { title, alt } = texts[language];
  await expect(page.locator('main h1')).toHaveText(title);
  await expect(page.getByTestId('sending-progress')).toBeVisible();
  const kept = page.getByRole('img', { name: 'Rex on the sand' });
  await expect(kept).toHaveCount(1);
  // Its full size was never fetched, so offline it shows the small copy the edit form showed.
  await expect
    .poll(() => kept.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && !image.src.endsWith('/placeholder.svg')))
    .toBe(true);
  const added = page.getByRole('img', { name: alt });
  await expect(added).toHaveCount(1);
  expect(await added.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.locator('a[href$="/update"]')).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  test(`a post edited offline with a new photo shows at once, survives a reload and is saved once, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, context, user } = await newPerson(browser, 'Nadia Editor', { viewport: { width: 375, height: 800 } });
    const post = await postWithPhoto(page.request, user);
    await openControlled(page, `/posts/${post._id}/update?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('input[name="title"]')).toHaveValue('Beach day');

    await setOnline(context, false);
    await expect(page.locator('main form [role="status"]')).toBeVisible();
    await page.locator('input[name="title"]').fill(texts[language].title);
    await page.locator('textarea[name="body"]').fill(texts[language].body);
    await page.locator('input[type="file"]').setInputFiles(await phonePhoto(8, 'IMG_0070.jpg'));
    const descriptions = page.locator('textarea[name="alts"]');
    await expect(descriptions).toHaveCount(2);
    await descriptions.nth(1).fill(texts[language].alt);
    const submit = page.locator('main button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/posts/${post._id}$`), { timeout: 60_000 });
    await expectEditedPage(page, language);
    await checks.settle(page);
    await checks.fits(page, `70-edited-post-${language}-375`);

    await page.reload();
    await expectEditedPage(page, language);
    expect((await serverPost(page.request, post._id)).title).toBe('Beach day');

    await page.goto(`/feed?lng=${language}`);
    const card = page.locator('[data-testid="post-card"]', { hasText: texts[language].title });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('sending-progress')).toBeVisible();
    await checks.settle(page);
    await checks.fits(page, `70-edited-post-feed-${language}-375`);

    await page.goto(`/posts/${post._id}?lng=${language}`);
    await expectEditedPage(page, language);
    await setOnline(context, true);
    await waitForEmptyOutbox(page);
    const saved = await serverPost(page.request, post._id);
    expect([saved.title, saved.body, saved.tags]).toEqual([texts[language].title, texts[language].body, [language === 'en' ? 'waves' : 'الأمواج']]);
    expect(saved.media.map((photo) => photo.alt)).toEqual(['Rex on the sand', texts[language].alt]);
    expect(saved.images[0]).toBe(post.images[0]);
    const stored = await storedImageSize(page.request, saved.images[1] ?? '');
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(limits.image.fullSide);

    // The page now shows the server's copy and offers the edit again.
    await expect(page.getByTestId('sending-progress')).toHaveCount(0);
    const added = page.getByRole('img', { name: texts[language].alt });
    await expect(added).toHaveCount(1);
    expect(await added.getAttribute('src')).not.toMatch(/^blob:/);
    await expect(page.locator('a[href$="/update"]')).toHaveCount(1);
    await context.close();
  });
}
