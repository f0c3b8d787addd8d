import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionUser } from '../src/contract/entities.ts';
import { imageFile } from './support/content.ts';
import { createPost, newPerson } from './support/social.ts';

const shotDir = process.env.SHOT_DIR;
const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function postExists(request: APIRequestContext, user: SessionUser, postId: string) {
  const response = await request.get(`/api/posts/post/${postId}`, { headers: bearer(user) });
  return response.status() === 200;
}

async function addPetWithPhotos(request: APIRequestContext, user: SessionUser, photos: number) {
  const pet = await request.post('/api/pets/add_pet', {
    headers: bearer(user),
    multipart: { name: 'Biscuit', type: 'dog', breed: 'Beagle', age: '4', bio: '' },
  });
  expect(pet.status()).toBe(201);
  const { _id: petId } = (await pet.json()) as { _id: string };
  for (let index = 0; index < photos; index += 1) {
    const upload = await request.post('/api/gallery/upload', {
      headers: bearer(user),
      multipart: { petId, image: await imageFile(`p${index}.png`, index ? '#48c' : '#c84') },
    });
    expect(upload.status()).toBe(201);
  }
  return petId;
}

async function noSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('deleting a post asks in a dialog: Cancel and Escape keep it, focus returns, Delete removes it', async ({ browser }) => {
  const a = await newPerson(browser, 'Dana Dialog', { viewport: { width: 375, height: 740 } });
  const post = await createPost(a.page.request, a.user, 'Keep me or not');
  await a.page.goto(`/posts/${post._id}/update`);
  const trigger = a.page.getByRole('button', { name: 'Delete post' }).and(a.page.locator(':not(dialog *)'));
  const dialog = a.page.getByRole('alertdialog', { name: 'Delete this post?' });

  await trigger.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  // The safe answer has focus; the buttons are thumb-sized.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (const button of await dialog.getByRole('button').all()) {
    // Layout may land a hair under a whole pixel (43.995): what is drawn is 44.
    expect(Math.round((await button.boundingBox())?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
  // The page behind is inert while the dialog is open: Tab never reaches it.
  await a.page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete post' })).toBeFocused();
  for (let press = 0; press < 3; press += 1) {
    await a.page.keyboard.press('Tab');
    const outside = await a.page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active.closest('dialog') === null;
    });
    expect(outside).toBe(false);
  }
  await noSeriousAxe(a.page);
  if (shotDir) await a.page.screenshot({ path: `${shotDir}/confirm-dialog-en-375.png` });

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(await postExists(a.page.request, a.user, post._id)).toBe(true);

  await trigger.press('Enter');
  await expect(dialog).toBeVisible();
  await a.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(a.page).toHaveURL(new RegExp(`/posts/${post._id}/update$`));
  expect(await postExists(a.page.request, a.user, post._id)).toBe(true);

  await trigger.click();
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(a.page.getByText('Post deleted successfully')).toBeVisible();
  await expect(a.page).toHaveURL(/\/dashboard$/);
  expect(await postExists(a.page.request, a.user, post._id)).toBe(false);
  await a.context.close();
});

test('deleting a gallery photo and a pet ask first, in Arabic too', async ({ browser }) => {
  const a = await newPerson(browser, 'Dana Dialog', { viewport: { width: 375, height: 740 } });
  const petId = await addPetWithPhotos(a.page.request, a.user, 2);

  await a.page.goto(`/pets/${petId}/gallery?lng=ar`);
  const items = a.page.getByTestId('gallery-item');
  await expect(items).toHaveCount(2);
  await a.page.getByRole('button', { name: 'حذف الصورة 2' }).click();
  const photoDialog = a.page.getByRole('alertdialog', { name: 'هل تريد حذف الصورة 2؟' });
  await expect(photoDialog).toBeVisible();
  // Right to left: Cancel comes first in reading order, so it sits to the right of the delete button.
  const cancelBox = await photoDialog.getByRole('button', { name: 'إلغاء' }).boundingBox();
  const deleteBox = await photoDialog.getByRole('button', { name: 'حذف الصورة' }).boundingBox();
  expect(cancelBox!.x).toBeGreaterThan(deleteBox!.x);
  await noSeriousAxe(a.page);
  if (shotDir) await a.page.screenshot({ path: `${shotDir}/confirm-dialog-ar-375.png` });
  await photoDialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(items).toHaveCount(2);
  await a.page.getByRole('button', { name: 'حذف الصورة 2' }).click();
  await photoDialog.getByRole('button', { name: 'حذف الصورة' }).click();
  await expect(items).toHaveCount(1);
  const gallery = await a.page.request.get(`/api/gallery/pet/${petId}`, { headers: bearer(a.user) });
  expect(((await gallery.json()) as unknown[]).length).toBe(1);

  await a.page.goto(`/pets/${petId}/update?lng=en`);
  await a.page.getByRole('button', { name: 'Delete pet' }).click();
  const petDialog = a.page.getByRole('alertdialog', { name: 'Delete Biscuit?' });
  await expect(petDialog).toBeVisible();
  await a.page.keyboard.press('Escape');
  await expect(petDialog).toHaveCount(0);
  expect((await a.page.request.get(`/api/pets/pet/${petId}`, { headers: bearer(a.user) })).status()).toBe(200);
  await a.page.getByRole('button', { name: 'Delete pet' }).click();
  await petDialog.getByRole('button', { name: 'Delete pet' }).click();
  await expect(a.page.getByText('Pet deleted successfully')).toBeVisible();
  expect((await a.page.request.get(`/api/pets/pet/${petId}`, { headers: bearer(a.user) })).status()).toBe(404);
  await a.context.close();
});
