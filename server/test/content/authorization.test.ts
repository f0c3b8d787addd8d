import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Comment, GalleryItem, Pet, Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import {
  addComment,
  addGalleryItem,
  addPet,
  addPost,
  addReply,
  call,
  imageParts,
  mediaFiles,
  sendForm,
  users,
  type Caller,
} from '../support/content-fixtures.ts';

/**
 * Every mutating content route, tried by a second user and by a visitor:
 * each is refused (403 / 401) and nothing visible or stored changes.
 */
let t: TestApp;
let owner: RegisteredUser;
let commenter: RegisteredUser;
let stranger: RegisteredUser;
let pet: Pet;
let item: GalleryItem;
let post: Post;
let comment: Comment;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, commenter, stranger] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
  pet = await addPet(t.app, owner);
  item = await addGalleryItem(t.app, owner, pet._id);
  post = await addPost(t.app, owner, { petId: pet._id, images: 2 });
  await call(t.app, 'POST', paths.like(post._id), commenter);
  comment = await addComment(t.app, commenter, post._id);
  await addReply(t.app, owner, post._id, comment._id);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

/** Everything the routes below could change, as the API shows it, and the files on disk. */
const world = async () => ({
  pet: await get(paths.pet(pet._id)),
  ownerPets: await get(paths.userPets(owner.user._id)),
  strangerPets: await get(paths.userPets(stranger.user._id)),
  gallery: await get(paths.petGallery(pet._id)),
  post: await get(paths.post(post._id)),
  ownerPosts: await get(paths.userPosts(owner.user._id)),
  strangerPosts: await get(paths.userPosts(stranger.user._id)),
  petPosts: await get(paths.petPosts(pet._id)),
  files: await mediaFiles(t.dataDir),
});

type Attempt = (caller: Caller) => Promise<LightMyRequestResponse>;

const petForm = () => ({ name: 'Stolen', type: 'cat', breed: 'x', age: '3', bio: 'mine now' });
const image = () => imageParts('image', 1);

/** name, the attempt, and whether a signed-in stranger is refused too (like and comment are open to everyone). */
const attempts: [string, Attempt, boolean][] = [
  [
    'add a pet for the owner',
    async (caller) => sendForm(t.app, 'POST', paths.addPet, caller, { ...petForm(), user: owner.user._id }, await image()),
    true,
  ],
  ['edit the pet', async (caller) => sendForm(t.app, 'PUT', paths.pet(pet._id), caller, petForm(), await image()), true],
  ['delete the pet', (caller) => call(t.app, 'DELETE', paths.pet(pet._id), caller), true],
  ['upload to the pet’s gallery', async (caller) => sendForm(t.app, 'POST', paths.galleryUpload, caller, { petId: pet._id }, await image()), true],
  ['delete a gallery item', (caller) => call(t.app, 'DELETE', paths.galleryItem(item._id), caller), true],
  [
    'post tagging the owner’s pet',
    async (caller) => sendForm(t.app, 'POST', paths.addPost, caller, { body: 'Mine', petId: pet._id }, await imageParts('images', 1)),
    true,
  ],
  ['post as the owner', (caller) => sendForm(t.app, 'POST', paths.addPost, caller, { body: 'Mine', user: owner.user._id }), true],
  [
    'edit the post',
    async (caller) =>
      sendForm(t.app, 'PUT', paths.post(post._id), caller, { title: 'Hacked', body: 'Hacked', oldImages: '[]' }, await imageParts('images', 1)),
    true,
  ],
  ['delete the post', (caller) => call(t.app, 'DELETE', paths.post(post._id), caller), true],
  ['delete someone else’s comment on someone else’s post', (caller) => call(t.app, 'DELETE', paths.comment(post._id, comment._id), caller), true],
  ['like', (caller) => call(t.app, 'POST', paths.like(post._id), caller), false],
  ['unlike', (caller) => call(t.app, 'POST', paths.unlike(post._id), caller), false],
  ['comment', (caller) => call(t.app, 'POST', paths.comments(post._id), caller, { content: 'Hi' }), false],
  ['reply', (caller) => call(t.app, 'POST', paths.replies(post._id, comment._id), caller, { content: 'Hi' }), false],
];

describe('authorization matrix', () => {
  it('starts from a world with something in every place', async () => {
    const state = await world();
    expect(state.gallery.body).toHaveLength(1);
    expect(state.post.body).toMatchObject({ likesCount: 1, commentsCount: 1, petId: pet._id });
    expect(state.post.body.comments[0].replies).toHaveLength(1);
    expect(state.files.length).toBeGreaterThanOrEqual(8);
  });

  for (const [name, attempt, strangerRefused] of attempts) {
    it(`a visitor cannot ${name}: 401, nothing changes`, async () => {
      const before = await world();
      const response = await attempt(null);
      expect(response.statusCode).toBe(401);
      expect(await world()).toEqual(before);
    });

    if (strangerRefused) {
      it(`another user cannot ${name}: 403, nothing changes`, async () => {
        const before = await world();
        const response = await attempt(stranger);
        expect(response.statusCode).toBe(403);
        expect(await world()).toEqual(before);
      });
    }
  }

  it('a commenter who does not own the post cannot delete another user’s comment on it', async () => {
    const own = await addComment(t.app, stranger, post._id, 'stranger’s');
    const before = await world();
    expect((await call(t.app, 'DELETE', paths.comment(post._id, own._id), commenter)).statusCode).toBe(403);
    expect(await world()).toEqual(before);
    expect((await call(t.app, 'DELETE', paths.comment(post._id, own._id), stranger)).statusCode).toBe(200);
  });
});
