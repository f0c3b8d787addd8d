import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Pet, SessionUser } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { imageFile, phonePhoto, storedImageSize } from './support/content.ts';
import { newPerson } from './support/social.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A pet edited offline at 375 px, with a new phone photo: its page and the
 * dashboard show the new name and the photo kept on the device at once,
 * marked as waiting, through a reload; back online the edit reaches the
 * server once, the photo resized and described, and the page shows the
 * server's copy.
 */

const texts = {
  en: { before: 'Rex', after: 'Rex the Brave', bio: 'Swims in every lake now', alt: 'Rex shaking off water' },
  ar: { before: 'ركس', after: 'ركس الشجاع', bio: 'يسبح في كل بحيرة الآن', alt: 'ركس ينفض الماء عن فروه' },
} as const;

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function addPet(request: APIRequestContext, owner: SessionUser, name: string): Promise<Pet> {
  const response = await request.post('/api/pets/add_pet', {
    headers: bearer(owner),
    multipart: { name, type: 'dog', breed: 'Beagle', age: '14', bio: 'Digs', alt: 'On the sofa', image: await imageFile('rex.png', '#c84') },
  });
  expect(response.status(), 'add_pet').toBe(201);
  return (await response.json()) as Pet;
}

async function serverPet(request: APIRequestContext, petId: string): Promise<Pet> {
  const response = await request.get(`/api/pets/pet/${petId}`);
  expect(response.status(), 'GET pet').toBe(200);
  return (await response.json()) as Pet;
}

/** The pet's page while the edit waits: the new name and bio, the new photo from the device, the sending bar, no Edit link. */
async function expectEditedPage(page: Page, language: 'en' | 'ar') {
  const { after, bio, alt } = texts[language];
  await expect(page.locator('main h1')).toHaveText(after);
  await expect(page.locator('main')).toContainText(bio);
  await expect(page.getByTestId('sending-progress')).toBeVisible();
  const photo = page.getByRole('img', { name: alt });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.getAttribute('src')).toMatch(/^blob:/);
  await expect(page.locator('a[href$="/update"]')).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  test(`a pet edited offline with a new photo shows at once, survives a reload and is saved once, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, context, user } = await newPerson(browser, 'Omar Editor', { viewport: { width: 375, height: 800 } });
    const pet = await addPet(page.request, user, texts[language].before);
    await openControlled(page, `/pets/${pet._id}/update?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('input[name="name"]')).toHaveValue(texts[language].before);

    await setOnline(context, false);
    await expect(page.locator('main form [role="status"]')).toBeVisible();
    await page.locator('input[name="name"]').fill(texts[language].after);
    await page.locator('textarea[name="bio"]').fill(texts[language].bio);
    await page.locator('input[type="file"]').setInputFiles(await phonePhoto(6, 'IMG_0068.jpg'));
    const description = page.locator('textarea[name="alts"]');
    await expect(description).toHaveCount(1);
    await description.fill(texts[language].alt);
    const submit = page.locator('main button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/pets/${pet._id}$`), { timeout: 60_000 });
    await expectEditedPage(page, language);
    await checks.settle(page);
    await checks.fits(page, `68-edited-pet-${language}-375`);

    await page.reload();
    await expectEditedPage(page, language);
    expect((await serverPet(page.request, pet._id)).name).toBe(texts[language].before);

    await page.goto(`/dashboard?lng=${language}`);
    const card = page.locator('[data-testid="pet-card"]');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(texts[language].after);
    await expect(card.getByTestId('waiting-mark')).toBeVisible();
    expect(await card.getByRole('img', { name: texts[language].alt }).getAttribute('src')).toMatch(/^blob:/);
    await checks.settle(page);
    await checks.fits(page, `68-edited-pet-dashboard-${language}-375`);

    await page.goto(`/pets/${pet._id}?lng=${language}`);
    await expectEditedPage(page, language);
    await setOnline(context, true);
    await waitForEmptyOutbox(page);
    const saved = await serverPet(page.request, pet._id);
    expect([saved.name, saved.bio, saved.breed, saved.alt]).toEqual([texts[language].after, texts[language].bio, 'Beagle', texts[language].alt]);
    expect(saved.image).not.toBe(pet.image);
    const stored = await storedImageSize(page.request, saved.image ?? '');
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(limits.image.fullSide);

    // The page now shows the server's photo and offers the edit again.
    await expect(page.getByTestId('sending-progress')).toHaveCount(0);
    const shown = page.getByRole('img', { name: texts[language].alt });
    await expect(shown).toBeVisible();
    expect(await shown.getAttribute('src')).not.toMatch(/^blob:/);
    await expect(page.locator('a[href$="/update"]')).toHaveCount(1);
    await context.close();
  });
}
