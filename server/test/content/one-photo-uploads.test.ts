import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem, OwnUser, Pet } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { addPet, call, imageParts, sendForm } from '../support/content-fixtures.ts';
import { uploadAhead } from '../support/uploads-ahead.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const petFields = { name: 'Tuna', type: 'cat', age: '3' };

describe('a pet with a photo uploaded ahead', () => {
  it('adds the pet with the upload as its photo and its description; a later alt alone describes it anew', async () => {
    const owner = await registerUser(t.app);
    const upload = await uploadAhead(t.app, owner, { alt: 'Tuna in a box' });
    const added = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, mediaId: upload.id });
    expect(added.statusCode).toBe(201);
    const pet = added.json<Pet>();
    expect(pet).toMatchObject({ image: upload.url, alt: 'Tuna in a box' });
    const described = await sendForm(t.app, 'PUT', paths.pet(pet._id), owner, { ...petFields, alt: 'A grey cat in a box' });
    expect(described.json<Pet>()).toMatchObject({ image: upload.url, alt: 'A grey cat in a box' });
    expect((await call(t.app, 'GET', paths.pet(pet._id), null)).json<Pet>().alt).toBe('A grey cat in a box');
  });

  it('replaces the photo on an edit by mediaIds[], with alts[] describing it, and stops serving the old one', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner);
    const upload = await uploadAhead(t.app, owner);
    const edited = await sendForm(t.app, 'PUT', paths.pet(pet._id), owner, [
      ...Object.entries(petFields),
      ['mediaIds[]', upload.id],
      ['alts[]', 'Tuna asleep'],
    ]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Pet>()).toMatchObject({ image: upload.url, alt: 'Tuna asleep' });
    expect((await t.app.inject({ method: 'GET', url: pet.image! })).statusCode).toBe(404);
  });

  it('takes a file with its alt, and refuses a file and an upload together, and a description over the limit', async () => {
    const owner = await registerUser(t.app);
    const withFile = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, alt: 'Tuna' }, await imageParts('image', 1));
    expect(withFile.json<Pet>().alt).toBe('Tuna');
    const upload = await uploadAhead(t.app, owner);
    const both = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, mediaId: upload.id }, await imageParts('image', 1));
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(m.onePhotoOnly);
    const long = await sendForm(t.app, 'POST', paths.addPet, owner, { ...petFields, alt: 'x'.repeat(limits.alt.max + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: m.altTooLong, errors: { alt: m.altTooLong } });
  });
});

describe('a gallery item from a photo uploaded ahead', () => {
  it('adds the upload to the gallery with its description, and refuses another user’s upload', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const upload = await uploadAhead(t.app, owner, { alt: 'Paws' });
    const added = await sendForm(t.app, 'POST', paths.galleryUpload, owner, [
      ['petId', pet._id],
      ['mediaIds[]', upload.id],
    ]);
    expect(added.statusCode).toBe(201);
    expect(added.json<GalleryItem>()).toMatchObject({ image: upload.url, alt: 'Paws', pet: pet._id });
    const [listed] = (await call(t.app, 'GET', paths.petGallery(pet._id), null)).json<GalleryItem[]>();
    expect(listed).toMatchObject({ image: upload.url, alt: 'Paws' });
    const other = await registerUser(t.app);
    const theirs = await uploadAhead(t.app, other);
    const refused = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id, mediaId: theirs.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.mediaNotFound);
    const nothing = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id, alt: 'No photo' });
    expect(nothing.json()).toEqual({ message: m.imageRequired, errors: { image: m.imageRequired } });
  });

  it('keeps the description sent with a file', async () => {
    const owner = await registerUser(t.app);
    const pet = await addPet(t.app, owner, { image: false });
    const added = await sendForm(t.app, 'POST', paths.galleryUpload, owner, { petId: pet._id, alt: 'Muddy paws' }, await imageParts('image', 1));
    expect(added.json<GalleryItem>().alt).toBe('Muddy paws');
  });
});

describe('an avatar from a photo uploaded ahead', () => {
  it('makes the upload the avatar with its description, and a later alt alone describes it anew', async () => {
    const user = await registerUser(t.app);
    expect(user.user.avatarAlt).toBe('');
    const upload = await uploadAhead(t.app, user, { alt: 'Me and Rex' });
    const changed = await sendForm(t.app, 'PUT', paths.updateProfile, user, { mediaId: upload.id });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<OwnUser>()).toMatchObject({ avatar: upload.url, avatarAlt: 'Me and Rex' });
    const described = await sendForm(t.app, 'PUT', paths.updateProfile, user, { alt: 'Me holding Rex' });
    expect(described.json<OwnUser>()).toMatchObject({ avatar: upload.url, avatarAlt: 'Me holding Rex' });
    expect((await call(t.app, 'GET', paths.user(user.user._id), null)).json()).toMatchObject({ avatar: upload.url, avatarAlt: 'Me holding Rex' });
  });

  it('answers 409 when the upload was already taken by another change', async () => {
    const user = await registerUser(t.app);
    const upload = await uploadAhead(t.app, user);
    expect((await sendForm(t.app, 'PUT', paths.updateProfile, user, { mediaId: upload.id })).statusCode).toBe(200);
    const again = await sendForm(t.app, 'PUT', paths.updateProfile, user, { mediaId: upload.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.mediaTaken);
  });
});
