import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GalleryItem } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { galleryItems } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { addGalleryItem, addPet, call, filesOf, imageParts, mediaFiles, sendForm, unknownId } from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/gallery/upload', () => {
  it('adds a processed image to the owner’s pet: 201 item', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const response = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id }, await imageParts('image', 1));
    expect(response.statusCode).toBe(201);
    const item = response.json<GalleryItem>();
    expect(item).toMatchObject({ pet: pet._id, image: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.webp$/) });
    expect(await mediaFiles(t.dataDir)).toEqual(expect.arrayContaining(filesOf(item.image)));
  });

  it('answers 400 without an image or without a valid petId, 404 for an unknown pet', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const noImage = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe(m.imageRequired);
    expect((await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: 'nope' }, await imageParts('image', 1))).statusCode).toBe(400);
    expect((await sendForm(t.app, 'POST', paths.galleryUpload, owner, {}, await imageParts('image', 1))).statusCode).toBe(400);
    const unknown = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: unknownId }, await imageParts('image', 1));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.petNotFound);
  });

  it('refuses a second image with the gallery’s own message (413) and keeps no file', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const before = await mediaFiles(t.dataDir);
    const response = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id }, await imageParts('image', 2));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: m.galleryOneImage });
    expect(await t.app.db.select().from(galleryItems).where(eq(galleryItems.petId, pet._id))).toHaveLength(0);
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });

  it('a repeated Idempotency-Key stores one item and leaves no extra file', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const files = await imageParts('image', 1);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id }, files, key);
    const afterFirst = await mediaFiles(t.dataDir);
    const again = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id }, files, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.app.db.select().from(galleryItems).where(eq(galleryItems.petId, pet._id))).toHaveLength(1);
    await vi.waitFor(async () => expect(await mediaFiles(t.dataDir)).toEqual(afterFirst));
  });
});

describe('GET /api/gallery/pet/{petId}', () => {
  it('lists the items newest first, by pages', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await addGalleryItem(t.app, owner, pet._id));
    const first = await t.app.inject({ method: 'GET', url: `${paths.petGallery(pet._id)}?limit=2` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([made[2], made[1]]);
    const second = await t.app.inject({ method: 'GET', url: `${paths.petGallery(pet._id)}?limit=2&before=${first.headers['x-next-cursor']}` });
    expect(second.json()).toEqual([made[0]]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('answers an empty list for a pet without items and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.petGallery(unknownId) })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: paths.petGallery('x') })).statusCode).toBe(400);
  });
});

describe('DELETE /api/gallery/{itemId}', () => {
  it('removes the item and its files', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const before = await mediaFiles(t.dataDir);
    const item = await addGalleryItem(t.app, owner, pet._id);
    const response = await call(t.app, 'DELETE', paths.galleryItem(item._id), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.galleryItemDeleted });
    expect((await t.app.inject({ method: 'GET', url: paths.petGallery(pet._id) })).json()).toEqual([]);
    await vi.waitFor(async () => expect(await mediaFiles(t.dataDir)).toEqual(before));
  });

  it('answers 404 for an unknown item', async () => {
    const owner = await registerUser(t.app);
    const response = await call(t.app, 'DELETE', paths.galleryItem(unknownId), owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(m.galleryItemNotFound);
  });
});
