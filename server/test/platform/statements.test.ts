import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addComment, addPost, call } from '../support/content-fixtures.ts';

/**
 * The SQL statements each write runs, as the database sees them: a statement
 * that runs twice with the same parameters in one request is work done twice.
 * The counts are printed for the record (SHOW_SQL=1 prints the statements),
 * and those of the writes made in one statement are held to it.
 */
const statements: string[] = [];
let t: TestApp;
let author: RegisteredUser;
let reader: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query, params) => statements.push(`${query} -- ${JSON.stringify(params)}`) });
  [author, reader] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
});
afterAll(() => t.close());

async function statementsOf(request: () => Promise<{ statusCode: number }>, expectedStatus: number) {
  statements.length = 0;
  const response = await request();
  expect(response.statusCode).toBe(expectedStatus);
  return [...statements];
}

const repeated = (list: string[]) => list.filter((statement, index) => list.indexOf(statement) !== index);

describe('statements per write', () => {
  const like = (postId: string) => call(t.app, 'POST', paths.like(postId), reader);
  it.each([
    { name: 'a like', likedBefore: false, status: 200, most: 2, request: like },
    { name: 'a repeated like', likedBefore: true, status: 200, most: 2, request: like },
    { name: 'an unlike', likedBefore: true, status: 200, most: 2, request: (postId: string) => call(t.app, 'POST', paths.unlike(postId), reader) },
    {
      name: 'a comment',
      likedBefore: false,
      status: 201,
      most: 2,
      request: (postId: string) => call(t.app, 'POST', paths.comments(postId), reader, { content: 'So fluffy' }),
    },
    {
      name: 'a reply',
      likedBefore: false,
      status: 201,
      most: 2,
      request: (postId: string, commentId: string) => call(t.app, 'POST', paths.replies(postId, commentId), author, { content: 'Thank you' }),
    },
  ])('$name runs no statement twice, and $most at most', async ({ name, likedBefore, status, most, request }) => {
    const post = await addPost(t.app, author);
    const comment = await addComment(t.app, author, post._id);
    if (likedBefore) await like(post._id);
    const ran = await statementsOf(() => request(post._id, comment._id), status);
    console.log(`${name}: ${ran.length} statements`);
    if (process.env.SHOW_SQL) console.log(ran.join('\n'));
    expect(ran.length).toBeGreaterThan(0);
    // The session's read, then the write's one statement.
    expect(ran.length).toBeLessThanOrEqual(most);
    expect(repeated(ran)).toEqual([]);
    // The caller's name and avatar come with the session: no write reads the caller's row again (another's, to see whether it is suspended, it may).
    const callerIds = [author.user._id, reader.user._id];
    const readsCaller = (statement: string) =>
      statement.includes('from "users"') && !statement.includes('"suspended_user"') && callerIds.some((id) => statement.includes(id));
    expect(ran.filter((statement) => statement.startsWith('select') && readsCaller(statement))).toEqual([]);
  });
});
