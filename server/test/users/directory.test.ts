import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { PublicUser } from '#contract/entities.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, uniqueName } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = (query: string) => t.app.inject({ method: 'GET', url: `${paths.users}${query}` });
const ids = (users: PublicUser[]) => users.map((user) => user._id);

describe('GET /api/users', () => {
  it('lists public users newest first without emails, to visitors', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const response = await list('?limit=100');
    expect(response.statusCode).toBe(200);
    const users = response.json<PublicUser[]>();
    const positions = [ids(users).indexOf(second.user._id), ids(users).indexOf(first.user._id)];
    expect(positions[0]).toBeGreaterThanOrEqual(0);
    expect(positions[0]).toBeLessThan(positions[1]!);
    for (const user of users) {
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('token');
      expect(user).not.toHaveProperty('passwordHash');
    }
  });

  it('filters by username or full name, ignoring case', async () => {
    const tag = uniqueName('q');
    const byUsername = await registerUser(t.app, { username: `${tag}Name` });
    const byFullName = await registerUser(t.app, { fullName: `Maria ${tag.toUpperCase()} Lopez` });
    await registerUser(t.app);
    const response = await list(`?q=${tag.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json()).sort()).toEqual([byUsername.user._id, byFullName.user._id].sort());
    const upper = await list(`?q=${tag.toUpperCase()}NAME`);
    expect(ids(upper.json())).toEqual([byUsername.user._id]);
  });

  it('takes % and _ in the search literally', async () => {
    const tag = uniqueName('p');
    const withUnderscore = await registerUser(t.app, { username: `${tag}_x` });
    await registerUser(t.app, { username: `${tag}ax` });
    expect(ids((await list(`?q=${tag}_`)).json())).toEqual([withUnderscore.user._id]);
    expect((await list(`?q=${tag}%25`)).json()).toEqual([]);
  });

  it('pages with ?limit= and the X-Next-Cursor header', async () => {
    const tag = uniqueName('g');
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await registerUser(t.app, { username: `${tag}${i}` }));
    const first = await list(`?q=${tag}&limit=2`);
    expect(ids(first.json())).toEqual([made[2]!.user._id, made[1]!.user._id]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBe(made[1]!.user._id);
    const second = await list(`?q=${tag}&limit=2&before=${cursor}`);
    expect(ids(second.json())).toEqual([made[0]!.user._id]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it.each([
    ['a limit of 0', '?limit=0', m.invalidLimit],
    ['a limit over 100', '?limit=101', m.invalidLimit],
    ['a limit that is not a number', '?limit=ten', m.invalidLimit],
    ['a cursor that is not an id', '?before=yesterday', m.invalidCursor],
    ['a repeated q', '?q=a&q=b', m.invalidInput],
    ['an empty limit', '?limit=', m.invalidLimit],
    ['a limit with a fraction', '?limit=2.5', m.invalidLimit],
    ['an empty cursor', '?before=', m.invalidCursor],
    ['a parameter the route does not read', '?q=a&sort=name', m.unknownParameter],
  ])('answers 400 for %s', async (_name, query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the public user to visitors', async () => {
    const { user, input } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: paths.user(user._id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: user._id,
      fullName: input.fullName,
      username: input.username,
      avatar: null,
      avatarAlt: '',
      bio: '',
      country: 'FR',
      city: 'Paris',
      followersCount: 0,
      followingCount: 0,
      followedByMe: false,
      followsMe: false,
      createdAt: user.createdAt,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: paths.user('01900000-0000-7000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: m.userNotFound });
    const malformed = await t.app.inject({ method: 'GET', url: paths.user('12345') });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(m.invalidId);
  });
});
