import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Pet } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { phonePhoto, storedImageSize } from './support/content.ts';
import { newPerson } from './support/social.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';

/**
 * A pet with a phone photo added offline at 375 px: it shows at once on the
 * dashboard from the photo kept on the device, marked as waiting, waits
 * through a reload, opens on its own page, and once back online reaches the
 * server exactly once, with its photo resized and described; the open page
 * follows it to the server's id.
 */

let phonePhotoMade: ReturnType<typeof phonePhoto> | undefined;
const onePhoto = () => (phonePhotoMade ??= phonePhoto(4, 'IMG_0064.jpg'));

const texts = {
  en: { name: 'Rex', breed: 'Beagle', alt: 'Rex asleep on a red blanket' },
  ar: { name: 'ركس', breed: 'بيغل', alt: 'ركس نائم على بطانية حمراء' },
} as const;

async function addPetOffline(page: Page, context: BrowserContext, language: 'en' | 'ar') {
  await openControlled(page, `/add-pet?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await setOnline(context, false);
  const { name, breed, alt } = texts[language];
  // Offline, the form says the pet is kept on the device, and its button stays usable.
  await expect(page.locator('main [role="status"]').first()).toBeVisible();
  await page.locator('input[name="name"]').fill(name);
  await page.locator('select[name="type"]').selectOption('dog');
  await page.locator('input[name="breed"]').fill(breed);
  await page.locator('input[type="file"]').setInputFiles(await onePhoto());
  const description = page.locator('textarea[name="alts"]');
  await expect(description).toHaveCount(1);
  await description.fill(alt);
  const submit = page.locator('main button[type="submit"]');
  await expect(submit).toBeEnabled();
  await submit.click();
  // Queued once the 12-megapixel photo is resized on the device.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
}

/** The waiting pet's card: its photo from the device, described, and the waiting mark. */
async function expectWaitingCard(page: Page, language: 'en' | 'ar') {
  const card = page.locator('[data-testid="pet-card"][data-waiting="true"]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(texts[language].name);
  await expect(card.getByTestId('waiting-mark')).toBeVisible();
  const photo = card.getByRole('img', { name: texts[language].alt });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.getAttribute('src')).toMatch(/^blob:/);
  return card;
}

async function serverPets(page: Page, userId: string, token: string): Promise<Pet[]> {
  const response = await page.request.get(`/api/pets/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), 'GET pets').toBe(200);
  return (await response.json()) as Pet[];
}

for (const language of ['en', 'ar'] as const) {
  test(`a pet with its photo added offline shows at once, survives a reload and is added once, in ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page, context, user } = await newPerson(browser, 'Karim Petowner', { viewport: { width: 375, height: 800 } });
    await addPetOffline(page, context, language);
    const card = await expectWaitingCard(page, language);
    await checks.settle(page);
    await checks.fits(page, `64-waiting-pet-${language}-375`);
    if (checks.shotDir) await card.screenshot({ path: `${checks.shotDir}/64-waiting-pet-card-${language}-375.png` });

    await page.reload();
    await expectWaitingCard(page, language);
    expect(await serverPets(page, user._id, user.token)).toEqual([]);

    // Its page shows the pet kept on the device, waiting: no error, nothing asked of the server.
    await page.locator('[data-testid="pet-card"][data-waiting="true"] a').click();
    const waitingId = /\/pets\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
    expect(waitingId).not.toBe('');
    await expect(page.locator('main h1')).toHaveText(texts[language].name);
    await expect(page.getByTestId('sending-progress')).toBeVisible();
    await expect(page.getByRole('img', { name: texts[language].alt })).toBeVisible();
    await expect(page.locator('main [role="alert"]')).toHaveCount(0);
    await checks.settle(page);
    await checks.fits(page, `64-waiting-pet-page-${language}-375`);

    await setOnline(context, true);
    await waitForEmptyOutbox(page);
    const pets = await serverPets(page, user._id, user.token);
    expect(pets.map((pet) => [pet.name, pet.type, pet.breed, pet.alt])).toEqual([
      [texts[language].name, 'dog', texts[language].breed, texts[language].alt],
    ]);
    const [pet] = pets;
    expect(pet?.image).toBeTruthy();
    const stored = await storedImageSize(page.request, pet?.image ?? '');
    expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(limits.image.fullSide);

    // The open page follows the pet to its id on the server, now drawn from the server's photo.
    await expect(page).toHaveURL(new RegExp(`/pets/${pet?._id}$`));
    await expect(page.getByTestId('sending-progress')).toHaveCount(0);
    const shown = page.getByRole('img', { name: texts[language].alt });
    await expect(shown).toBeVisible();
    expect(await shown.getAttribute('src')).not.toMatch(/^blob:/);

    await page.goto(`/dashboard?lng=${language}`);
    await expect(page.locator('[data-testid="pet-card"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="pet-card"][data-waiting="true"]')).toHaveCount(0);
    await context.close();
  });
}
