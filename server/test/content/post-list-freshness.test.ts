import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addComment, addPet, addPost, call, sendForm, users } from '../support/content-fixtures.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { PostPageCache } from '../../src/services/post-page-cache.ts';

/** Post lists are cached briefly; every change to what they show must appear at once in this process. */
let t: TestApp;
let author: RegisteredUser;
let fan: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp();
  [author, fan] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
});
afterAll(() => t.close());

const listed = async (url: string, postId: string) =>
  (await t.app.inject({ method: 'GET', url: `${url}?limit=100` })).json<Post[]>().find((post) => post._id === postId);
const lists = () => [paths.posts, paths.userPosts(author.user._id)];

describe('post lists show every change at once', () => {
  it('a new post, then its likes, comments, edits and deletion', async () => {
    const before = await t.app.inject({ method: 'GET', url: paths.userPosts(author.user._id) });
    expect(before.statusCode).toBe(200);
    const post = await addPost(t.app, author);
    for (const url of lists()) expect(await listed(url, post._id)).toEqual(post);

    await call(t.app, 'POST', paths.like(post._id), fan);
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ likesCount: 1, likes: [fan.user._id] });
    await call(t.app, 'POST', paths.unlike(post._id), fan);
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ likesCount: 0, likes: [] });

    const comment = await addComment(t.app, fan, post._id);
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ commentsCount: 1 });
    await call(t.app, 'DELETE', paths.comment(post._id, comment._id), fan);
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ commentsCount: 0 });

    await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: 'Edited', body: 'Changed' });
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ title: 'Edited', body: 'Changed' });

    await call(t.app, 'DELETE', paths.post(post._id), author);
    for (const url of lists()) expect(await listed(url, post._id)).toBeUndefined();
  });

  it('a pet’s new name and its deletion', async () => {
    const pet = await addPet(t.app, author, { name: 'Rex', image: false });
    const post = await addPost(t.app, author, { petId: pet._id });
    const petList = paths.petPosts(pet._id);
    expect(await listed(petList, post._id)).toMatchObject({ pet: { name: 'Rex' } });
    await sendForm(t.app, 'PUT', paths.pet(pet._id), author, { name: 'Max', type: 'dog' });
    for (const url of [...lists(), petList]) expect(await listed(url, post._id)).toMatchObject({ pet: { name: 'Max' } });
    await call(t.app, 'DELETE', paths.pet(pet._id), author);
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ pet: null, petId: null });
    expect(await listed(petList, post._id)).toBeUndefined();
  });
});

describe('PostPageCache', () => {
  const page = (json: string) => ({ json, next: undefined });

  it('answers from memory until invalidated', async () => {
    const cache = new PostPageCache(60_000);
    let loads = 0;
    const load = async () => page(String(++loads));
    expect((await cache.read('k', load)).json).toBe('1');
    expect((await cache.read('k', load)).json).toBe('1');
    cache.invalidate();
    expect((await cache.read('k', load)).json).toBe('2');
  });

  it('never keeps a page read while a change was committing', async () => {
    const cache = new PostPageCache(60_000);
    let release!: () => void;
    const slow = cache.read('k', () => new Promise((resolve) => (release = () => resolve(page('stale')))));
    cache.invalidate();
    release();
    expect((await slow).json).toBe('stale');
    expect((await cache.read('k', async () => page('fresh'))).json).toBe('fresh');
  });

  it('shares one load among concurrent reads and expires pages', async () => {
    const cache = new PostPageCache(20);
    let loads = 0;
    const load = async () => page(String(++loads));
    const answers = await Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    expect(answers.map((answer) => answer.json)).toEqual(['1', '1', '1']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await cache.read('k', load)).json).toBe('2');
  });
});
