import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { imageFile } from './support/content.ts';
import { openControlled } from './support/offline.ts';
import { newPerson } from './support/social.ts';

test('photos shared from another app open the post form with them attached, and post', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context, user } = await newPerson(browser, 'Amira Haddad');
  await openControlled(page, '/feed');

  // What the system share sheet does: a multipart POST navigation to the manifest's share_target action.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    share_target: { action: string; method: string; enctype: string; params: { title: string; text: string; files: Array<{ name: string }> } };
  };
  const target = manifest.share_target;
  expect(target).toMatchObject({ method: 'POST', enctype: 'multipart/form-data' });
  const photo = await imageFile('harbour.jpg', '#2f6f9f', 'jpeg');
  await page.evaluate(
    ({ target, photo }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = target.enctype;
      form.action = target.action;
      const field = (name: string, value: string) => {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      };
      field(target.params.title, 'Sunset walk');
      field(target.params.text, 'Shared from the gallery');
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.mimeType }));
      files.items.add(new File(['not a photo'], 'notes.txt', { type: 'text/plain' }));
      const input = document.createElement('input');
      input.type = 'file';
      input.multiple = true;
      input.name = target.params.files[0]!.name;
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { target, photo: { name: photo.name, mimeType: photo.mimeType, bytes: [...photo.buffer] } },
  );

  await expect(page).toHaveURL(/\/add-post\?shared=1$/);
  await expect(page.getByText('Invalid file type(s): notes.txt. Only JPG, JPEG, and PNG files are allowed.')).toBeVisible();
  const selected = page.getByRole('list', { name: 'Selected images' });
  await expect(selected.getByLabel('Description (alt text) of photo 1')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Sunset walk');
  await expect(page.getByLabel('What would you like to share?')).toHaveValue('Shared from the gallery');

  // Read once: a reload of the same address finds the shared photo in the draft, and does not attach it again.
  await expect(page.locator('form [role="status"]')).toHaveText('Draft saved');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create post' })).toBeVisible();
  await expect(page.locator('form [role="status"]')).toHaveText('Draft restored');
  await expect(page.locator('textarea[name="alts"]')).toHaveCount(1);
  await expect(page.getByLabel('Title')).toHaveValue('Sunset walk');

  // Shared again through a fetch of the page (the worker answers it too): added to the draft, whose text stays; then posted.
  const landed = await page.evaluate(
    ({ action, name, photo }) => {
      const body = new FormData();
      body.append(name, new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.mimeType }));
      return fetch(action, { method: 'POST', body }).then((response) => response.url);
    },
    { action: target.action, name: target.params.files[0]!.name, photo: { name: photo.name, mimeType: photo.mimeType, bytes: [...photo.buffer] } },
  );
  expect(new URL(landed).pathname + new URL(landed).search).toBe('/add-post?shared=1');
  await page.goto('/add-post?shared=1');
  await expect(page.getByRole('list', { name: 'Selected images' }).getByLabel('Description (alt text) of photo 2')).toBeVisible();
  await expect(page.locator('textarea[name="alts"]')).toHaveCount(2);
  await expect(page.getByLabel('Title')).toHaveValue('Sunset walk');
  await expect(page.getByLabel('What would you like to share?')).toHaveValue('Shared from the gallery');
  await page.getByLabel('What would you like to share?').fill('The harbour at dusk');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL(/\/feed$/);
  const posts = await (await page.request.get(`/api/posts/${user._id}`)).json();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ body: 'The harbour at dusk' });
  expect(posts[0]).toMatchObject({ title: 'Sunset walk' });
  expect(posts[0].images).toHaveLength(2);

  await context.close();
});

test('the manifest parses without errors and its shortcuts, icons and screenshots are what it says', async ({ page }) => {
  test.setTimeout(60_000);
  await openControlled(page, '/');
  const cdp = await page.context().newCDPSession(page);
  const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }>; data?: string };
  expect(errors.map((error) => error.message)).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // A test's browser context is incognito-like; nothing else may stand in the way of installing.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  const manifest = JSON.parse(data ?? '{}') as {
    id: string;
    shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string }> }>;
    screenshots: Array<{ src: string; sizes: string; form_factor: string }>;
  };
  expect(manifest.id).toBe('/');
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Create post', '/add-post'],
    ['Messages', '/chats'],
  ]);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  const images = [...manifest.shortcuts.flatMap((shortcut) => shortcut.icons), ...manifest.screenshots];
  for (const image of images) {
    const response = await page.request.get(image.src);
    expect(response.headers()['content-type'], image.src).toBe('image/png');
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, image.src).toBe(image.sizes);
  }
});
