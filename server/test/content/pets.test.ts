import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet, Post } from '#contract/entities.ts';
import { paths, nextCursorHeader } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { galleryItems, pets, posts } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { addGalleryItem, addPet, addPost, call, filesOf, imageParts, mediaFiles, sendForm, unknownId } from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const petFields = { name: 'Misty', type: 'CAT', breed: 'Siamese', age: '7', bio: 'Sleeps a lot' };

describe('POST /api/pets/add_pet', () => {
  it('creates the pet for the caller, lower-cases its type and stores a processed image', async () => {
    const owner = await registerUser(t.app);
    const response = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, user: owner.user._id }, await imageParts('image', 1));
    expect(response.statusCode).toBe(201);
    const pet = response.json<Pet>();
    expect(pet).toMatchObject({
      name: 'Misty',
      type: 'cat',
      breed: 'Siamese',
      age: 7,
      bio: 'Sleeps a lot',
      user: { _id: owner.user._id, fullName: owner.user.fullName },
    });
    expect(pet.image).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    expect(await mediaFiles(t.dataDir)).toEqual(expect.arrayContaining(filesOf(pet.image!)));
    const image = await t.app.inject({ method: 'GET', url: pet.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('accepts a pet without an image and defaults the age to 1 month', async () => {
    const owner = await registerUser(t.app);
    const response = await sendForm(t.app, 'POST', paths.addPet, owner, { name: 'Bubbles', type: 'fish' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ image: null, age: 1, breed: '', bio: '' });
  });

  it('refuses a visitor with 401', async () => {
    const response = await sendForm(t.app, 'POST', paths.addPet, null, petFields);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a user field naming someone else with 403 and stores no file', async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const before = await mediaFiles(t.dataDir);
    const response = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, user: other.user._id }, await imageParts('image', 1));
    expect(response.statusCode).toBe(403);
    expect(await t.app.db.select().from(pets).where(eq(pets.userId, other.user._id))).toHaveLength(0);
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });

  it('answers 400 with the contract messages per field', async () => {
    const owner = await registerUser(t.app);
    const short = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, name: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ name: m.petNameMin });
    const badType = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, type: 'dragon' });
    expect(badType.json().errors).toEqual({ type: m.petTypeRequired });
    const badAge = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, age: '31' });
    expect(badAge.json().errors).toEqual({ age: m.petAgeRange });
    const longBio = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, bio: 'x'.repeat(501) });
    expect(longBio.json().errors).toEqual({ bio: m.petBioMax });
  });

  it('counts as an upload: the 31st in 30 minutes from one account is 429', async () => {
    const owner = await registerUser(t.app);
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await sendForm(t.app, 'POST', paths.addPet, owner, { name: `Pet${i}`, type: 'dog' })).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await registerUser(t.app);
    expect((await sendForm(t.app, 'POST', paths.addPet, other, petFields)).statusCode).toBe(201);
  });

  it('refuses a GIF with 415 whatever its name says, and keeps no file', async () => {
    const owner = await registerUser(t.app);
    const before = await mediaFiles(t.dataDir);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const response = await sendForm(t.app, 'POST', paths.addPet, owner, petFields, [
      { field: 'image', filename: 'cat.png', content: gif, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(m.imageTypeUnsupported);
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });
});

describe('GET /api/pets/pet/{petId} and /api/pets/{userId}', () => {
  it('answers the detail with the owner as {_id, fullName}', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner);
    const response = await t.app.inject({ method: 'GET', url: paths.pet(pet._id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(pet);
  });

  it('answers 404 for an unknown pet and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: paths.pet(unknownId) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.petNotFound);
    const malformed = await t.app.inject({ method: 'GET', url: paths.pet('not-an-id') });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists a user’s pets newest first with the owner as an id, by pages', async () => {
    const owner = await registerUser(t.app);
    const made = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) made.push(await addPet(t.app, owner, { name, image: false }));
    const first = await t.app.inject({ method: 'GET', url: `${paths.userPets(owner.user._id)}?limit=2` });
    expect(first.statusCode).toBe(200);
    expect(first.json<Pet[]>().map((pet) => pet.name)).toEqual(['Charlie', 'Bravo']);
    expect(first.json<Pet[]>()[0]!.user).toBe(owner.user._id);
    const cursor = first.headers[nextCursorHeader] as string;
    const second = await t.app.inject({ method: 'GET', url: `${paths.userPets(owner.user._id)}?limit=2&before=${cursor}` });
    expect(second.json<Pet[]>().map((pet) => pet.name)).toEqual(['Alpha']);
    expect(second.headers[nextCursorHeader]).toBeUndefined();
  });

  it('answers an empty list for a user without pets', async () => {
    const owner = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: paths.userPets(owner.user._id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('PUT /api/pets/pet/{petId}', () => {
  it('updates the pet; a new image replaces the old one, whose files are removed', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner);
    const response = await sendForm(
      t.app,
      'PUT',
      paths.pet(pet._id),
      owner,
      { name: 'Rexy', type: 'dog', breed: 'Mixed', age: '5', bio: 'Older now' },
      await imageParts('image', 1),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json<Pet>();
    expect(updated).toMatchObject({ _id: pet._id, name: 'Rexy', breed: 'Mixed', age: 5, bio: 'Older now', user: { _id: owner.user._id } });
    expect(updated.image).not.toBe(pet.image);
    // Old files go after the commit, which may finish just after the answer.
    await vi.waitFor(async () => {
      const files = await mediaFiles(t.dataDir);
      expect(files).toEqual(expect.arrayContaining(filesOf(updated.image!)));
      for (const old of filesOf(pet.image!)) expect(files).not.toContain(old);
    });
  });

  it('keeps the image and the age when none is sent', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner);
    const response = await sendForm(t.app, 'PUT', paths.pet(pet._id), owner, { name: 'Rex', type: 'dog' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ image: pet.image, age: pet.age });
  });

  it('answers 400 with the edit messages', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner);
    const response = await sendForm(t.app, 'PUT', paths.pet(pet._id), owner, { name: '', type: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: m.editPetNameRequired, type: m.editPetTypeRequired });
  });

  it('answers 404 for an unknown pet', async () => {
    const owner = await registerUser(t.app);
    const response = await sendForm(t.app, 'PUT', paths.pet(unknownId), owner, { name: 'Rex', type: 'dog' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/pets/pet/{petId}', () => {
  it('removes the pet, its gallery and every file, and untags its posts', async () => {
    const owner = await registerUser(t.app);
    const before = await mediaFiles(t.dataDir);
    const pet = await addPet(t.app, owner);
    await addGalleryItem(t.app, owner, pet._id);
    await addGalleryItem(t.app, owner, pet._id);
    const post = await addPost(t.app, owner, { petId: pet._id, images: 1 });
    expect(post.pet).toEqual({ _id: pet._id, name: pet.name, type: pet.type, image: pet.image });

    const response = await call(t.app, 'DELETE', paths.pet(pet._id), owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.petDeleted });
    expect((await t.app.inject({ method: 'GET', url: paths.pet(pet._id) })).statusCode).toBe(404);
    expect(await t.app.db.select().from(galleryItems).where(eq(galleryItems.petId, pet._id))).toHaveLength(0);
    const [postRow] = await t.app.db.select().from(posts).where(eq(posts.id, post._id));
    expect(postRow!.petId).toBeNull();
    const untagged = (await t.app.inject({ method: 'GET', url: paths.post(post._id) })).json<Post>();
    expect(untagged).toMatchObject({ pet: null, petId: null, images: post.images });
    // Only the post's image is left of everything this test stored.
    await vi.waitFor(async () => {
      const after = await mediaFiles(t.dataDir);
      expect(after.filter((file) => !before.includes(file))).toEqual(filesOf(post.images[0]!).sort());
    });
  });

  it('answers 404 for an unknown pet and 401 for a visitor', async () => {
    const owner = await registerUser(t.app);
    expect((await call(t.app, 'DELETE', paths.pet(unknownId), owner)).statusCode).toBe(404);
    const pet = await addPet(t.app, owner, { image: false });
    expect((await call(t.app, 'DELETE', paths.pet(pet._id), null)).statusCode).toBe(401);
  });
});
