import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { GalleryItem, Pet, SessionUser } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { phonePhoto, storedImageSize } from './support/content.ts';
import { newPerson } from './support/social.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A phone photo added to a pet's gallery offline at 375 px: it shows at once
 * at the top of the gallery from the photo kept on the device, marked as
 * waiting, stays through a reload, is listed with its photo among the changes
 * not yet sent, and once back online reaches the server exactly once, resized
 * and described.
 */

const texts = {
  en: { pet: 'Rex', alt: 'Rex digging a hole in the sand' },
  ar: { pet: 'ركس', alt: 'ركس يحفر حفرة في الرمل' },
} as const;

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function addPet(request: APIRequestContext, owner: SessionUser, name: string): Promise<Pet> {
  const response = await request.post('/api/pets/add_pet', {
    headers: bearer(owner),
    multipart: { name, type: 'dog', breed: 'Beagle', age: '14', bio: '' },
  });
  expect(response.status(), 'add_pet').toBe(201);
  return (await response.json()) as Pet;
}

async function serverGallery(request: APIRequestContext, petId: string): Promise<GalleryItem[]> {
  const response = await request.get(`/api/gallery/pet/${petId}`);
  expect(response.status(), 'GET gallery').toBe(200);
  return (await response.json()) as GalleryItem[];
}

/** The waiting tile: the photo from the device, described, with the waiting mark and no delete button. */
async function expectWaitingTile(page: Page, language: 'en' | 'ar') {
  const tile = page.locator('[data-testid="gallery-item"][data-waiting="true"]');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByTestId('waiting-mark')).toBeVisible();
  await expect(tile.getByRole('button')).toHaveCount(0);
  const photo = tile.getByRole('img', { name: texts[language].alt });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.getAttribute('src')).toMatch(/^blob:/);
  return tile;
}

for (const language of ['en', 'ar'] as const) {
  test(`a gallery photo added offline shows at once, survives a reload and is added once, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, context, user } = await newPerson(browser, 'Salma Gallery', { viewport: { width: 375, height: 800 } });
    const pet = await addPet(page.request, user, texts[language].pet);
    const galleryPath = `/pets/${pet._id}/gallery?lng=${language}`;
    await openControlled(page, galleryPath);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('main h1')).toContainText(texts[language].pet);

    await setOnline(context, false);
    await expect(page.locator('main form [role="status"]')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(await phonePhoto(5, 'IMG_0067.jpg'));
    await page.locator('textarea[name="alts"]').fill(texts[language].alt);
    const submit = page.locator('main button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    // Queued once the 12-megapixel photo is resized on the device; the form is ready for the next one.
    const tile = await expectWaitingTile(page, language);
    await expect(page.locator('textarea[name="alts"]')).toHaveCount(0);
    await checks.settle(page);
    await checks.fits(page, `67-waiting-gallery-${language}-375`);
    if (checks.shotDir) await tile.screenshot({ path: `${checks.shotDir}/67-waiting-gallery-tile-${language}-375.png` });

    await page.reload();
    await expectWaitingTile(page, language);
    expect(await serverGallery(page.request, pet._id)).toEqual([]);

    // The changes not yet sent list it by the pet's name, with its photo.
    await page.goto(`/changes?lng=${language}`);
    const change = page.getByTestId('change');
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(texts[language].pet);
    await expect(change.getByRole('img', { name: texts[language].alt })).toBeVisible();
    await checks.settle(page);
    await checks.fits(page, `67-waiting-gallery-change-${language}-375`);

    await page.goto(galleryPath);
    await expectWaitingTile(page, language);
    await setOnline(context, true);
    await waitForEmptyOutbox(page);
    const items = await serverGallery(page.request, pet._id);
    expect(items.map((item) => item.alt)).toEqual([texts[language].alt]);
    const stored = await storedImageSize(page.request, items[0]?.image ?? '');
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(limits.image.fullSide);

    // The open gallery now shows the server's photo in its place, which its owner can delete.
    const sent = page.locator('[data-testid="gallery-item"]');
    await expect(sent).toHaveCount(1);
    await expect(page.locator('[data-testid="gallery-item"][data-waiting="true"]')).toHaveCount(0);
    const shown = sent.getByRole('img', { name: texts[language].alt });
    await expect(shown).toBeVisible();
    expect(await shown.getAttribute('src')).not.toMatch(/^blob:/);
    await expect(sent.getByRole('button')).toHaveCount(1);
    await context.close();
  });
}
