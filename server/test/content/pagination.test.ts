import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths, nextCursorHeader } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addPet, addPost } from '../support/content-fixtures.ts';

let t: TestApp;
let author: RegisteredUser;
let made: Post[];
let petId: string;

beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app);
  petId = (await addPet(t.app, author, { image: false }))._id;
  made = [];
  for (let i = 0; i < 23; i += 1) made.push(await addPost(t.app, author, { title: `post ${i}`, petId: i % 2 === 0 ? petId : undefined }));
});
afterAll(() => t.close());

/**
 * Follows X-Next-Cursor from the first page to the last (or to the page
 * holding `until`: the feed is shared with other test files); answers every page's ids.
 */
async function walk(url: string, limit: number, until?: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const response = await t.app.inject({ method: 'GET', url: `${url}?limit=${limit}${cursor ? `&before=${cursor}` : ''}` });
    expect(response.statusCode).toBe(200);
    const page = response.json<Post[]>();
    expect(page.length).toBeLessThanOrEqual(limit);
    pages.push(page.map((post) => post._id));
    cursor = response.headers[nextCursorHeader] as string | undefined;
    if (cursor) expect(cursor).toBe(page.at(-1)!._id);
  } while (cursor && !(until && pages.at(-1)!.includes(until)) && pages.length < 500);
  return pages;
}

const newestFirst = (posts: Post[]) => posts.map((post) => post._id).reverse();

describe('cursor pagination', () => {
  it('walks a user’s posts newest first in full pages, without duplicates or gaps', async () => {
    const pages = await walk(paths.userPosts(author.user._id), 5);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.flat()).toEqual(newestFirst(made));
  });

  it('gives no cursor when the last page is exactly full', async () => {
    const pages = await walk(paths.userPosts(author.user._id), 23);
    expect(pages).toEqual([newestFirst(made)]);
  });

  it('walks a pet’s posts', async () => {
    const tagged = made.filter((post) => post.petId === petId);
    expect((await walk(paths.petPosts(petId), 4)).flat()).toEqual(newestFirst(tagged));
  });

  it('walks the feed: this author’s posts come in order, each once', async () => {
    const ids = (await walk(paths.posts, 7, made[0]!._id)).flat();
    expect(new Set(ids).size).toBe(ids.length);
    const mine = new Set(made.map((post) => post._id));
    expect(ids.filter((id) => mine.has(id))).toEqual(newestFirst(made));
  });

  it('defaults to 20 items and caps at 100', async () => {
    const first = await t.app.inject({ method: 'GET', url: paths.userPosts(author.user._id) });
    expect(first.json()).toHaveLength(20);
    expect(first.headers[nextCursorHeader]).toBe(made[3]!._id);
    expect((await t.app.inject({ method: 'GET', url: `${paths.userPosts(author.user._id)}?limit=100` })).json()).toHaveLength(23);
    expect((await t.app.inject({ method: 'GET', url: `${paths.userPosts(author.user._id)}?limit=101` })).statusCode).toBe(400);
  });

  it('a page before the oldest post is empty', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${paths.userPosts(author.user._id)}?before=${made[0]!._id}` });
    expect(response.json()).toEqual([]);
    expect(response.headers[nextCursorHeader]).toBeUndefined();
  });
});
