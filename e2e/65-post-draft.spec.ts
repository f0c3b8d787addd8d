import { expect, test, type Page } from '@playwright/test';
import type { Pet, Post, SessionUser } from '#contract/entities.ts';
import { imageFile } from './support/content.ts';
import { newPerson } from './support/social.ts';
import * as checks from './support/layout-checks.ts';

/**
 * The add-post form at 375 px keeps what is written as a draft on the device:
 * a title, a text, a pet and two photos with their descriptions come back after
 * a reload; "Discard draft" empties the form after its dialog and the draft stays
 * gone after a reload; posting deletes the draft. In English and Arabic.
 */

const texts = {
  en: {
    title: 'Rex at the beach',
    body: 'He dug for an hour and then slept on my towel.',
    alts: ['Rex digging in the sand', 'Rex asleep on a blue towel'],
    saved: 'Draft saved',
    restored: 'Draft restored',
    discard: 'Discard draft',
    dialog: 'Discard this draft?',
  },
  ar: {
    title: 'ركس على الشاطئ',
    body: 'حفر ساعة كاملة ثم نام على منشفتي.',
    alts: ['ركس يحفر في الرمل', 'ركس نائم على منشفة زرقاء'],
    saved: 'حُفظت المسودة',
    restored: 'استُعيدت المسودة',
    discard: 'تجاهل المسودة',
    dialog: 'هل تريد تجاهل هذه المسودة؟',
  },
} as const;

async function addPet(page: Page, owner: SessionUser): Promise<Pet> {
  const image = await imageFile('rex.png', '#c96');
  const response = await page.request.post('/api/pets/add_pet', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { name: 'Rex', type: 'dog', breed: 'Labrador', age: '3', bio: '', image },
  });
  if (!response.ok()) throw new Error(`add_pet answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Pet;
}

/** The drafts kept on the device, read straight from IndexedDB. */
function storedDrafts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('pawpals');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('drafts')) {
            database.close();
            resolve(0);
            return;
          }
          const counting = database.transaction('drafts').objectStore('drafts').count();
          counting.onsuccess = () => {
            database.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}

const fields = (page: Page) => ({
  title: page.locator('input[name="title"]'),
  body: page.locator('textarea[name="body"]'),
  pet: page.locator('select[name="petId"]'),
  alts: page.locator('textarea[name="alts"]'),
  files: page.locator('input[type="file"]'),
  status: page.locator('form [role="status"]'),
  submit: page.locator('main button[type="submit"]'),
});

async function openForm(page: Page, language: 'en' | 'ar') {
  await page.goto(`/add-post?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['en', 'ar'] as const) {
  test(`a post being written survives a reload, is discarded after asking, and goes once posted, at 375 px in ${language}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const text = texts[language];
    const { page, context, user } = await newPerson(browser, 'Nadia Writer', { viewport: { width: 375, height: 800 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pet = await addPet(page, user);
    const form = fields(page);

    // Written, chosen and picked: saved as a draft while typing, without a toast.
    await openForm(page, language);
    await form.title.fill(text.title);
    await form.body.fill(text.body);
    await expect(form.pet.locator(`option[value="${pet._id}"]`)).toHaveCount(1);
    await form.pet.selectOption(pet._id);
    await form.files.setInputFiles([await imageFile('IMG_1.jpg', '#4a7', 'jpeg'), await imageFile('IMG_2.png', '#a47')]);
    await expect(form.alts).toHaveCount(2);
    for (const [index, alt] of text.alts.entries()) await form.alts.nth(index).fill(alt);
    await expect(form.status).toHaveText(text.saved);
    await expect.poll(() => storedDrafts(page)).toBe(1);

    // A reload brings all of it back, the photos shown from the device.
    await page.reload();
    await expect(form.title).toHaveValue(text.title);
    await expect(form.body).toHaveValue(text.body);
    await expect(form.pet).toHaveValue(pet._id);
    await expect(form.alts).toHaveCount(2);
    for (const [index, alt] of text.alts.entries()) await expect(form.alts.nth(index)).toHaveValue(alt);
    await expect(form.status).toHaveText(text.restored);
    const thumbs = page.locator('main ul li img');
    await expect(thumbs).toHaveCount(2);
    for (const thumb of await thumbs.all()) {
      await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    }
    const discard = page.getByRole('button', { name: text.discard }).and(page.locator(':not(dialog *)'));
    await expect(discard).toBeVisible();
    const box = await discard.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await checks.settle(page);
    await checks.fits(page, `65-restored-draft-${language}-375`);
    if (checks.shotDir) {
      await discard.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${checks.shotDir}/65-draft-actions-${language}-375.png` });
    }

    // Discarded after the dialog: Cancel keeps it, the confirm empties the form, and a reload finds nothing.
    await discard.click();
    const dialog = page.getByRole('alertdialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').first().click();
    await expect(dialog).toHaveCount(0);
    await expect(form.title).toHaveValue(text.title);
    await discard.click();
    await dialog.getByRole('button', { name: text.discard }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form.title).toHaveValue('');
    await expect(form.body).toHaveValue('');
    await expect(form.pet).toHaveValue('');
    await expect(form.alts).toHaveCount(0);
    await expect(discard).toHaveCount(0);
    await expect.poll(() => storedDrafts(page)).toBe(0);
    await page.reload();
    await expect(form.title).toBeVisible();
    await expect.poll(() => storedDrafts(page)).toBe(0);
    await expect(form.title).toHaveValue('');
    await expect(form.alts).toHaveCount(0);
    await expect(form.status).toHaveText('');

    // Posted: the draft goes with it, and the form opens empty again.
    await form.title.fill(text.title);
    await form.body.fill(text.body);
    await form.files.setInputFiles(await imageFile('IMG_3.jpg', '#47a', 'jpeg'));
    await form.alts.first().fill(text.alts[0]);
    await expect(form.status).toHaveText(text.saved);
    await expect.poll(() => storedDrafts(page)).toBe(1);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/posts/add_post') && response.request().method() === 'POST');
    await form.submit.click();
    const post = (await (await answered).json()) as Post;
    expect(post.media.map((media) => media.alt)).toEqual([text.alts[0]]);
    await expect(page).toHaveURL(/\/feed/);
    expect(await storedDrafts(page)).toBe(0);
    await openForm(page, language);
    await expect(form.title).toHaveValue('');
    await expect(form.alts).toHaveCount(0);
    await context.close();
  });
}
