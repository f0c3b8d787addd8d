import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '#contract/entities.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { follows, notifications } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const follow = (token: string, id: string) =>
  t.app.inject({ method: 'PUT', url: paths.follow(id), headers: { ...bearer(token), 'content-type': 'application/json' } });
const unfollow = (token: string, id: string) => t.app.inject({ method: 'PUT', url: paths.unfollow(id), headers: bearer(token) });
const followRows = (followerId: string, followeeId: string) =>
  t.app.db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
const notificationsOf = (userId: string) => t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('PUT /api/users/follow/{id}', () => {
  it('follows, answers the own user, and notifies the followed user once', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const response = await follow(alice.token, bob.user._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: alice.user._id, email: alice.input.email, followingCount: 1, followersCount: 0 });

    const bobPublic = await t.app.inject({ method: 'GET', url: paths.user(bob.user._id), headers: bearer(alice.token) });
    expect(bobPublic.json()).toMatchObject({ followersCount: 1, followingCount: 0, followedByMe: true, followsMe: false });
    const bobToVisitor = await t.app.inject({ method: 'GET', url: paths.user(bob.user._id) });
    expect(bobToVisitor.json()).toMatchObject({ followersCount: 1, followedByMe: false, followsMe: false });
    const aliceToBob = await t.app.inject({ method: 'GET', url: paths.user(alice.user._id), headers: bearer(bob.token) });
    expect(aliceToBob.json()).toMatchObject({ followingCount: 1, followedByMe: false, followsMe: true });

    const [notification, ...more] = await notificationsOf(bob.user._id);
    expect(more).toHaveLength(0);
    expect(notification).toMatchObject({ type: 'follow', fromUserId: alice.user._id, isRead: false, postId: null });
    expect(notification!.message).toContain(alice.user.fullName);
  });

  it('is harmless when repeated: one follow row, one notification', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await follow(alice.token, bob.user._id);
    const again = await follow(alice.token, bob.user._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().followingCount).toBe(1);
    expect(await followRows(alice.user._id, bob.user._id)).toHaveLength(1);
    expect(await notificationsOf(bob.user._id)).toHaveLength(1);
  });

  it('makes no second notification after follow, unfollow, follow', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await follow(alice.token, bob.user._id);
    await unfollow(alice.token, bob.user._id);
    await follow(alice.token, bob.user._id);
    expect(await notificationsOf(bob.user._id)).toHaveLength(1);
  });

  it('answers 400 for following oneself and changes nothing', async () => {
    const alice = await registerUser(t.app);
    const response = await follow(alice.token, alice.user._id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: m.cannotFollowSelf });
    expect(await followRows(alice.user._id, alice.user._id)).toHaveLength(0);
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    const alice = await registerUser(t.app);
    const unknown = await follow(alice.token, '01900000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: m.userNotFound });
    const malformed = await follow(alice.token, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(await t.app.db.select().from(follows).where(eq(follows.followerId, alice.user._id))).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const bob = await registerUser(t.app);
    const response = await t.app.inject({ method: 'PUT', url: paths.follow(bob.user._id) });
    expect(response.statusCode).toBe(401);
    expect(await t.app.db.select().from(follows).where(eq(follows.followeeId, bob.user._id))).toHaveLength(0);
  });
});

describe('PUT /api/users/unfollow/{id}', () => {
  it('unfollows and answers the own user', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await follow(alice.token, bob.user._id);
    const response = await unfollow(alice.token, bob.user._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: alice.user._id, followingCount: 0 });
    const bobPublic = await t.app.inject({ method: 'GET', url: paths.user(bob.user._id), headers: bearer(alice.token) });
    expect(bobPublic.json()).toMatchObject({ followersCount: 0, followedByMe: false });
    expect(await followRows(alice.user._id, bob.user._id)).toHaveLength(0);
  });

  it('is harmless when not following', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const response = await unfollow(alice.token, bob.user._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().followingCount).toBe(0);
    const bobPublic = await t.app.inject({ method: 'GET', url: paths.user(bob.user._id) });
    expect(bobPublic.json().followersCount).toBe(0);
  });

  it('answers 404 for an unknown user and 401 without a token', async () => {
    const alice = await registerUser(t.app);
    expect((await unfollow(alice.token, '01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: paths.unfollow(alice.user._id) })).statusCode).toBe(401);
  });
});

describe('GET /api/users/me/mutuals', () => {
  const mutuals = (token: string | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `${paths.mutuals}${query}`, headers: token ? bearer(token) : {} });

  it('lists only the users one follows who follow back, with the caller’s relation as flags', async () => {
    const alice = await registerUser(t.app);
    const [bob, carol, dan] = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    await follow(alice.token, bob.user._id);
    await follow(bob.token, alice.user._id);
    await follow(carol.token, alice.user._id);
    await follow(alice.token, dan.user._id);
    const response = await mutuals(alice.token);
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicUser[]>();
    expect(page.map((user) => user._id)).toEqual([bob.user._id]);
    expect(page[0]).toMatchObject({ username: bob.input.username, followersCount: 1, followedByMe: true, followsMe: true });
    expect(page[0]).not.toHaveProperty('email');
  });

  it('is paged like every list: newest account first, X-Next-Cursor to the next page', async () => {
    const alice = await registerUser(t.app);
    const friends = [];
    for (let i = 0; i < 3; i += 1) friends.push(await registerUser(t.app));
    for (const friend of friends) {
      await follow(alice.token, friend.user._id);
      await follow(friend.token, alice.user._id);
    }
    const first = await mutuals(alice.token, '?limit=2');
    expect(first.json<PublicUser[]>().map((user) => user._id)).toEqual([friends[2]!.user._id, friends[1]!.user._id]);
    const cursor = first.headers[nextCursorHeader];
    expect(cursor).toBeTruthy();
    const second = await mutuals(alice.token, `?limit=2&before=${String(cursor)}`);
    expect(second.json<PublicUser[]>().map((user) => user._id)).toEqual([friends[0]!.user._id]);
    expect(second.headers[nextCursorHeader]).toBeUndefined();
  });

  it('filters by username or full name with ?q=, and follows an unfollow and a follow back', async () => {
    const alice = await registerUser(t.app);
    const [bob, carol] = await Promise.all([registerUser(t.app, { fullName: 'Zebulon Quill' }), registerUser(t.app)]);
    for (const friend of [bob, carol]) {
      await follow(alice.token, friend.user._id);
      await follow(friend.token, alice.user._id);
    }
    const ids = async (query: string) => (await mutuals(alice.token, query)).json<PublicUser[]>().map((user) => user._id);
    expect(await ids('?q=zebulon')).toEqual([bob.user._id]);
    expect(await ids(`?q=${carol.input.username.toUpperCase()}`)).toEqual([carol.user._id]);
    expect(await ids('?q=nobody-has-this')).toEqual([]);
    await unfollow(bob.token, alice.user._id);
    expect(await ids('')).toEqual([carol.user._id]);
    await follow(bob.token, alice.user._id);
    expect(await ids('')).toEqual([carol.user._id, bob.user._id].sort().reverse());
  });

  it('answers an empty page for a new user and 401 without a token', async () => {
    const alice = await registerUser(t.app);
    expect((await mutuals(alice.token)).json()).toEqual([]);
    expect((await mutuals(undefined)).statusCode).toBe(401);
  });
});
