import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addComment, addPet, addPost, call, imageParts, sendForm, users } from '../support/content-fixtures.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { sql } from 'drizzle-orm';

/** Every change to what a post list shows appears in the next answer. */
let t: TestApp;
let author: RegisteredUser;
let fan: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp();
  [author, fan] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
});
afterAll(() => t.close());

const listed = async (url: string, postId: string, viewer?: RegisteredUser) =>
  (await t.app.inject({ method: 'GET', url: `${url}?limit=100`, headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {} }))
    .json<Post[]>()
    .find((post) => post._id === postId);
const lists = () => [paths.posts, paths.userPosts(author.user._id)];

describe('post lists show every change at once', () => {
  it('a new post, then its likes, comments, edits and deletion', async () => {
    const before = await t.app.inject({ method: 'GET', url: paths.userPosts(author.user._id) });
    expect(before.statusCode).toBe(200);
    const post = await addPost(t.app, author);
    for (const url of lists()) expect(await listed(url, post._id)).toEqual(post);

    await call(t.app, 'POST', paths.like(post._id), fan);
    for (const url of lists()) expect(await listed(url, post._id)).toMatchObject({ likesCount: 1, likedByMe: false });
    for (const url of lists()) expect(await listed(url, post._id, fan)).toMatchObject({ likesCount: 1, likedByMe: true });
    await call(t.app, 'POST', paths.unlike(post._id), fan);
    for (const url of lists()) expect(await listed(url, post._id, fan)).toMatchObject({ likesCount: 0, likedByMe: false });

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

  it('the author’s new name and avatar, and the post’s new photos', async () => {
    const post = await addPost(t.app, author, { images: 2 });
    const [first, second] = post.images as [string, string];
    const profile = await sendForm(t.app, 'PUT', paths.updateProfile, author, { fullName: 'Renamed Author ع' }, await imageParts('avatar', 1));
    expect(profile.statusCode, profile.body).toBe(200);
    const { fullName, username, avatar } = profile.json<{ fullName: string; username: string; avatar: string }>();
    expect(avatar).toMatch(/^\/media\//);
    for (const url of lists()) expect((await listed(url, post._id))?.user).toEqual({ _id: author.user._id, fullName, username, avatar });

    const edit = await sendForm(
      t.app,
      'PUT',
      paths.post(post._id),
      author,
      { title: 'T', body: 'B', oldImages: JSON.stringify([second]) },
      await imageParts('images', 1),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const images = (await listed(paths.posts, post._id))?.images ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(second);
    expect(images).not.toContain(first);
    expect(await listed(paths.userPosts(author.user._id), post._id)).toEqual(edit.json<Post>());
  });

  it('a rename or a new pet photo writes no row of the posts that show it', async () => {
    const pet = await addPet(t.app, author, { name: 'Kiwi', image: false });
    const posts = [await addPost(t.app, author, { petId: pet._id }), await addPost(t.app, author)];
    // xmin is the transaction that last wrote a row: unchanged means the posts were not rewritten.
    const writers = async () =>
      (
        (await t.app.db.execute(sql`select id, xmin::text as writer from posts where user_id = ${author.user._id} order by id`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const before = await writers();
    expect(before.length).toBeGreaterThanOrEqual(2);

    expect((await sendForm(t.app, 'PUT', paths.updateProfile, author, { fullName: 'Once More Renamed' })).statusCode).toBe(200);
    expect(
      (await sendForm(t.app, 'PUT', paths.pet(pet._id), author, { name: 'Kiwi Two', type: 'cat' }, await imageParts('image', 1))).statusCode,
    ).toBe(200);

    expect(await writers()).toEqual(before);
    for (const url of lists()) {
      expect(await listed(url, posts[0]!._id)).toMatchObject({ user: { fullName: 'Once More Renamed' }, pet: { name: 'Kiwi Two', type: 'cat' } });
      expect(await listed(url, posts[1]!._id)).toMatchObject({ user: { fullName: 'Once More Renamed' }, pet: null });
    }
  });
});
