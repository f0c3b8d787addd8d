import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addPost, call } from '../support/content-fixtures.ts';
import { madeUpWord } from '../support/made-up-words.ts';

let t: TestApp;
let author: RegisteredUser;
/** A made-up word, and one in Arabic letters for a search in that script alone. */
const word = madeUpWord('zorb');
const arabicWord = madeUpWord('زهر', 'بتثجحخدذسش');

beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app);
});
afterAll(() => t.close());

const search = (q: string, query = '', caller: RegisteredUser | null = null) =>
  call(t.app, 'GET', `${paths.searchPosts}?q=${encodeURIComponent(q)}${query}`, caller);

describe('GET /api/search/posts', () => {
  it('finds English words by their stem, in the title or the body', async () => {
    const post = await addPost(t.app, author, { title: `${word} afternoon`, body: 'Our cats were running after the ball all day' });
    await addPost(t.app, author, { title: `${word} morning`, body: 'A quiet nap on the sofa' });
    const response = await search(`${word} cat runs`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Post[]>().map((found) => found._id)).toEqual([post._id]);
  });

  it('finds Arabic words by their stem, and English and Arabic in one post', async () => {
    const post = await addPost(t.app, author, { title: `${word} في الحديقة`, body: 'قطتي تحب اللعب في الحديقة with the dog' });
    expect((await search(`${word} حديقة`)).json<Post[]>().map((found) => found._id)).toEqual([post._id]);
    expect((await search(`${word} dogs`)).json<Post[]>().map((found) => found._id)).toEqual([post._id]);
    expect((await search(`${word} القطة`)).json<Post[]>()).toEqual([]);
  });

  it('finds a search in Arabic letters alone by its stem, and one in English letters alone by its own', async () => {
    const post = await addPost(t.app, author, { title: `${arabicWord} في الحديقة`, body: `Dogs of ${word}land playing` });
    expect((await search(`${arabicWord} حديقة`)).json<Post[]>().map((found) => found._id)).toEqual([post._id]);
    expect((await search(`${word}land dog`)).json<Post[]>().map((found) => found._id)).toEqual([post._id]);
    expect((await search(`${arabicWord} سيارة`)).json<Post[]>()).toEqual([]);
  });

  it('ranks a post with the words in its title above one with them in its body, and pages through the ranking', async () => {
    const marker = `${word}rank`;
    const inBody = await addPost(t.app, author, { title: 'Plain title', body: `Somewhere here: ${marker}` });
    const inTitle = await addPost(t.app, author, { title: `${marker} on top`, body: 'Nothing else' });
    const inBoth = await addPost(t.app, author, { title: `${marker} twice`, body: `${marker} again` });
    const older = await addPost(t.app, author, { title: 'Another plain title', body: `Also here: ${marker}` });

    const first = await search(marker, '&limit=2');
    expect(first.json<Post[]>().map((found) => found._id)).toEqual([inBoth._id, inTitle._id]);
    const cursor = first.headers[nextCursorHeader] as string;
    expect(cursor).toBe(inTitle._id);
    const second = await search(marker, `&limit=2&before=${cursor}`);
    // Equal ranks come newest first.
    expect(second.json<Post[]>().map((found) => found._id)).toEqual([older._id, inBody._id]);
    expect(second.headers[nextCursorHeader]).toBeUndefined();
  });

  it("carries the caller's like, like every post list", async () => {
    const reader = await registerUser(t.app);
    const post = await addPost(t.app, author, { title: `${word} liked`, body: 'A post to like' });
    expect((await call(t.app, 'POST', paths.like(post._id), reader)).statusCode).toBe(200);
    const [found] = (await search(`${word} liked`, '', reader)).json<Post[]>();
    expect(found).toMatchObject({ _id: post._id, likedByMe: true, likesCount: 1 });
    const [seenByVisitor] = (await search(`${word} liked`)).json<Post[]>();
    expect(seenByVisitor).toMatchObject({ _id: post._id, likedByMe: false, likesCount: 1 });
  });

  it('answers an empty page for words that are only stop words, and refuses what it cannot search', async () => {
    const onlyStopWords = await search('the and of');
    expect(onlyStopWords.statusCode).toBe(200);
    expect(onlyStopWords.json()).toEqual([]);

    const refusals: Array<[string, string]> = [
      [paths.searchPosts, m.searchWordsRequired],
      [`${paths.searchPosts}?q=`, m.searchWordsRequired],
      [`${paths.searchPosts}?q=${encodeURIComponent('   ')}`, m.searchWordsRequired],
      [`${paths.searchPosts}?q=${'a'.repeat(101)}`, m.searchWordsTooLong],
      [`${paths.searchPosts}?q=cats&sort=new`, m.unknownParameter],
    ];
    for (const [url, message] of refusals) {
      const response = await call(t.app, 'GET', url, null);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(message);
    }
  });
});
