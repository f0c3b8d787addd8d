import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addPost, call, sendForm } from '../support/content-fixtures.ts';
import { madeUpWord } from '../support/made-up-words.ts';

/**
 * A search of one word reads that word's newest posts from `post_words`, which triggers on posts keep: a post's
 * rows there must be the stems of its search vector after every insert, edit and delete, or one-word searches
 * would miss new posts and keep finding old words.
 */
let t: TestApp;
let author: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app);
});
afterAll(() => t.close());

const found = async (word: string) =>
  (await call(t.app, 'GET', `${paths.searchPosts}?q=${encodeURIComponent(word)}`, null)).json<Post[]>().map((post) => post._id);

/** The words `post_words` holds for a post, and the stems of its search vector, each sorted. */
async function wordsOf(postId: string) {
  const { rows } = (await t.app.db.execute(sql`
    select array(select word from post_words where post_id = ${postId} order by word) as kept,
      array(select w from posts, unnest(tsvector_to_array(search)) w where id = ${postId} order by w) as stems`)) as unknown as {
    rows: Array<{ kept: string[]; stems: string[] }>;
  };
  return rows[0]!;
}

describe("a post's words for the one-word search", () => {
  it('are the stems of a new post, in English and in Arabic', async () => {
    const word = madeUpWord('wuff');
    const post = await addPost(t.app, author, { title: `${word} jumping`, body: 'قطتي في الحديقة' });
    const { kept, stems } = await wordsOf(post._id);
    expect(kept).toEqual(stems);
    expect(kept).toEqual(expect.arrayContaining([word, 'jump', 'حديق']));
    expect(await found(word)).toEqual([post._id]);
    expect(await found('jumped')).toContain(post._id);
  });

  it('follow an edit: the old words stop finding the post and the new ones find it', async () => {
    const before = madeUpWord('yip');
    const after = madeUpWord('arf');
    const post = await addPost(t.app, author, { title: `${before} morning`, body: 'A nap' });
    const edited = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: `${after} morning`, body: 'A nap', oldImages: '[]' });
    expect(edited.statusCode, edited.body).toBe(200);
    const { kept, stems } = await wordsOf(post._id);
    expect(kept).toEqual(stems);
    expect(await found(before)).toEqual([]);
    expect(await found(after)).toEqual([post._id]);
  });

  it('go with the post when it is deleted, and with every post of a deleted account', async () => {
    const word = madeUpWord('woof');
    const post = await addPost(t.app, author, { title: `${word} evening`, body: 'A walk' });
    expect((await call(t.app, 'DELETE', paths.post(post._id), author)).statusCode).toBe(200);
    expect((await wordsOf(post._id)).kept).toEqual([]);

    const leaving = await registerUser(t.app);
    const first = await addPost(t.app, leaving, { title: `${word} one`, body: 'First' });
    const second = await addPost(t.app, leaving, { title: `${word} two`, body: 'Second' });
    expect(await found(word)).toEqual(expect.arrayContaining([first._id, second._id]));
    await t.app.db.execute(sql`delete from users where id = ${leaving.user._id}`);
    expect((await wordsOf(first._id)).kept).toEqual([]);
    expect((await wordsOf(second._id)).kept).toEqual([]);
  });
});
