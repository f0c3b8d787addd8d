import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Post } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { newAccount, storedImageSize } from './support/content.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A phone photo (4032×3024 JPEG of about 6 MB, EXIF orientation 6, GPS
 * tags) posted through the form with a description: the app sends it
 * resized, upright and without metadata, at a fraction of its bytes; the
 * feed shows it with its description as the alt. At 375 px in English and
 * Arabic, and at a desktop's width for the screenshot.
 */

/** The photo as a phone takes it: stored sideways with orientation 6, so it shows 3024 wide and 4032 high. */
const phonePhoto = sharp({
  create: { width: 4032, height: 3024, channels: 3, background: '#8a6', noise: { type: 'gaussian', mean: 120, sigma: 50 } },
})
  .blur(0.8)
  .jpeg({ quality: 92 })
  .withExif({
    IFD0: { Make: 'PawPhone' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '31/1 14/1 0/1' },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/** Records each file the page's uploads send (the app uploads with XHR, for its progress bar). */
function recordUploads(page: Page) {
  return page.addInitScript(() => {
    const sent: Blob[] = [];
    Object.assign(window, { sentPhotos: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) for (const value of body.values()) if (value instanceof Blob) sent.push(value);
      return send.call(this, body);
    };
  });
}

/** The bytes of each file the page sent. */
async function sentPhotos(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(async () => {
    const sent = (window as unknown as { sentPhotos: Blob[] }).sentPhotos;
    return Promise.all(
      sent.map(async (blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        return btoa(text);
      }),
    );
  });
  return encoded.map((text) => Buffer.from(text, 'base64'));
}

const cases = [
  { language: 'en', width: 375, alt: 'Rex asleep in the sun on the balcony' },
  { language: 'ar', width: 375, alt: 'ركس نائم في الشمس على الشرفة' },
  { language: 'en', width: 1280, alt: 'Rex asleep in the sun on the balcony' },
] as const;

for (const { language, width, alt } of cases) {
  test(`a phone photo goes up resized, upright, without metadata and described, at ${width} px in ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const original = await phonePhoto;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordUploads(page);
    const user = await newAccount(page, 'Mona Photographer');

    await page.goto(`/add-post?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('textarea[name="body"]').fill(language === 'ar' ? 'ركس في الشرفة' : 'Rex on the balcony');
    await page.locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original });
    const description = page.locator('textarea[name="alts"]');
    await expect(description).toHaveCount(1);
    // The reminder stands while the photo has no description, and goes once it has one.
    const reminder = page.getByRole('note');
    await expect(reminder).toBeVisible();
    await checks.settle(page);
    await checks.fits(page, `post-form-alt-missing-${language}-${width}`);
    await description.fill(alt);
    await expect(reminder).toHaveCount(0);
    await checks.fits(page, `post-form-alt-${language}-${width}`);

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/posts/add_post') && response.request().method() === 'POST');
    await page.locator('main button[type="submit"]').click();
    const post = (await (await answered).json()) as Post;
    await expect(page).toHaveURL(/\/feed$/);

    // What left the phone: one JPEG, upright (3024×4032 shown becomes 1536×2048), no EXIF, a fraction of the bytes.
    const [sent, ...others] = await sentPhotos(page);
    expect(others).toEqual([]);
    if (!sent) throw new Error('no photo was sent');
    const sentMeta = await sharp(sent).metadata();
    expect({ format: sentMeta.format, width: sentMeta.width, height: sentMeta.height }).toEqual({ format: 'jpeg', width: 1536, height: 2048 });
    expect(sentMeta.exif).toBeUndefined();
    expect(sentMeta.orientation).toBeUndefined();
    expect(sent.length).toBeLessThan(original.length / 4);
    console.log(
      `photo ${language}-${width}: original ${original.length} bytes, sent ${sent.length} bytes (${((100 * sent.length) / original.length).toFixed(1)}%)`,
    );

    // What the server keeps: at most 2048 px, upright, and the description.
    const media = post.media[0];
    expect(media?.alt).toBe(alt);
    expect({ width: media?.width, height: media?.height }).toEqual({ width: 1536, height: 2048 });
    const stored = await storedImageSize(page.request, media?.url ?? '');
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(limits.image.fullSide);
    expect(stored.height > stored.width).toBe(true);

    // The feed's photo carries the description as its alt.
    const card = page
      .getByTestId('post-card')
      .filter({ has: page.locator(`a[href="/posts/${post._id}"]`) })
      .first();
    await expect(card.getByRole('img', { name: alt })).toBeVisible();
    expect(post.user._id).toBe(user._id);
    await context.close();
  });
}

test('the pet, gallery and avatar forms send each photo resized with its description, and show it as the alt', async ({ browser }) => {
  test.setTimeout(120_000);
  const original = await phonePhoto;
  const photo = { name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: original };
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await recordUploads(page);
  const user = await newAccount(page, 'Mona Photographer');

  await page.goto('/add-pet');
  await page.getByLabel('Name').fill('Rex');
  await page.getByLabel('Type').selectOption('dog');
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByLabel('Description (alt text)').fill('Rex with his red ball');
  await page.getByRole('button', { name: 'Add pet' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('pet-card').getByRole('link').click();
  await expect(page.getByRole('img', { name: 'Rex with his red ball' })).toBeVisible();
  const sent = await sentPhotos(page);
  const petId = /\/pets\/([^/?#]+)/.exec(page.url())?.[1] ?? '';

  // The pet's edit keeps the photo and describes it anew.
  await page.goto(`/pets/${petId}/update`);
  await expect(page.getByLabel('Description (alt text)')).toHaveValue('Rex with his red ball');
  await page.getByLabel('Description (alt text)').fill('Rex asleep with his red ball');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('img', { name: 'Rex asleep with his red ball' })).toBeVisible();

  await page.goto(`/pets/${petId}/gallery`);
  await page.locator('main input[type="file"]').setInputFiles(photo);
  await page.getByLabel('Description (alt text)').fill('Rex at the beach');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByTestId('gallery-item').getByRole('img', { name: 'Rex at the beach' })).toBeVisible();
  sent.push(...(await sentPhotos(page)));

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.locator('main input[type="file"]').setInputFiles(photo);
  await page.getByLabel('Description (alt text)').fill('Mona smiling in a garden');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('img', { name: 'Mona smiling in a garden' })).toBeVisible();

  // Three photos went up (the pet's edit sent only the description), each resized and upright, without metadata.
  sent.push(...(await sentPhotos(page)));
  expect(sent).toHaveLength(3);
  for (const bytes of sent) {
    const meta = await sharp(bytes).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 1536, height: 2048, exif: undefined });
  }
  const stored = await (await page.request.get(`/api/users/${user._id}`)).json();
  expect(stored.avatarAlt).toBe('Mona smiling in a garden');
  await context.close();
});
