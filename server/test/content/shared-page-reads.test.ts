import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addPost, call, users, type Caller } from '../support/content-fixtures.ts';

/**
 * Requests that arrive together share their database reads (read-batches.ts):
 * one page statement for several callers, one session statement for several
 * tokens. Each caller must still get exactly its own answer.
 */
const statements: { query: string; params: unknown[] }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query, params) => statements.push({ query, params }) });
});
afterAll(() => t.close());

const pageStatements = () => statements.filter(({ query }) => /from "posts".*order by "posts"\."id" desc/is.test(query));
const sessionStatements = () => statements.filter(({ query }) => /from "sessions"/i.test(query) && /any\(/i.test(query));

describe('reads shared by requests that arrive together', () => {
  it('answers each caller with its own likes when one statement reads the page for all', async () => {
    const [author, first, second, third] = await users(t.app, 4);
    const older = await addPost(t.app, author!, { title: 'Older' });
    const newer = await addPost(t.app, author!, { title: 'Newer' });
    expect((await call(t.app, 'POST', paths.like(older._id), first!)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', paths.like(newer._id), second!)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', paths.like(older._id), second!)).statusCode).toBe(200);

    const expected = new Map<Caller, Record<string, boolean>>([
      [first!, { [older._id]: true, [newer._id]: false }],
      [second!, { [older._id]: true, [newer._id]: true }],
      [third!, { [older._id]: false, [newer._id]: false }],
      [null, { [older._id]: false, [newer._id]: false }],
    ]);
    const callers = Array.from({ length: 6 }, () => [...expected.keys()]).flat();
    statements.length = 0;
    const answers = await Promise.all(callers.map((caller) => call(t.app, 'GET', `${paths.userPosts(author!.user._id)}?limit=10`, caller)));

    answers.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      const likedByMe = Object.fromEntries(answer.json<Post[]>().map((post) => [post._id, post.likedByMe]));
      expect(likedByMe).toEqual(expected.get(callers[index]!));
    });
    expect(pageStatements().length).toBeLessThan(callers.length);
    expect(pageStatements().some(({ params }) => params.some((param) => Array.isArray(param) && param.length > 1))).toBe(true);
  });

  it('signs each token in as its own user, and a revoked one in as nobody, when their sessions are read together', async () => {
    const [kept, other, leaving] = await users(t.app, 3);
    expect((await call(t.app, 'POST', paths.logout, leaving!)).statusCode).toBeLessThan(300);
    const callers = [kept!, other!, leaving!, kept!, other!, leaving!];
    statements.length = 0;
    const answers = await Promise.all(callers.map((caller) => call(t.app, 'GET', paths.me, caller)));

    answers.forEach((answer, index) => {
      const caller = callers[index]!;
      if (caller === leaving) expect(answer.statusCode).toBe(401);
      else expect(answer.json<{ _id: string }>()._id).toBe(caller.user._id);
    });
    expect(sessionStatements().length).toBeLessThan(callers.length);
  });
});
