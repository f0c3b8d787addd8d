import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contract/entities.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { follow, makeMutual, newMember, newMembers, notificationsOf, sendMessage, unfollow } from '../support/social-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patch = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'PATCH', url, headers });

describe('notifications made by the server', () => {
  it('notifies the followed user, with the follower as sender, and never the follower', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await follow(t.app, alice!, bob!);
    const [notification, ...others] = await notificationsOf(t.app, bob!);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      type: 'follow',
      isRead: false,
      post: null,
      message: `${alice!.fullName} started following you`,
      from: { _id: alice!.id, fullName: alice!.fullName, avatar: null },
    });
    expect(new Date(notification!.createdAt).toISOString()).toBe(notification!.createdAt);
    expect(await notificationsOf(t.app, alice!)).toEqual([]);
  });

  it('notifies a follow once, even after unfollow and follow again', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await follow(t.app, alice!, bob!);
    await follow(t.app, alice!, bob!);
    await unfollow(t.app, alice!, bob!);
    await follow(t.app, alice!, bob!);
    expect(await notificationsOf(t.app, bob!)).toHaveLength(1);
  });

  it('notifies the receiver of each message and never the sender', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await makeMutual(t.app, alice!, bob!);
    await sendMessage(t.app, alice!, { receiver: bob!.id, content: 'hello' });
    await sendMessage(t.app, alice!, { receiver: bob!.id, content: 'again' });
    const forBob = await notificationsOf(t.app, bob!);
    expect(forBob.map((n) => n.type)).toEqual(['message', 'message', 'follow']);
    expect(forBob[0]).toMatchObject({ from: { _id: alice!.id }, message: `${alice!.fullName} sent you a message`, post: null });
    expect((await notificationsOf(t.app, alice!)).map((n) => n.type)).toEqual(['follow']);
  });

  it('makes none for acting on oneself', async () => {
    const alice = await newMember(t.app);
    expect((await t.app.inject({ method: 'PUT', url: paths.follow(alice.id), headers: alice.headers })).statusCode).toBe(400);
    expect((await sendMessage(t.app, alice, { receiver: alice.id, content: 'me' })).statusCode).toBe(400);
    expect(await notificationsOf(t.app, alice)).toEqual([]);
  });
});

describe('GET /api/notifications', () => {
  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.notifications });
    expect(response.statusCode).toBe(401);
  });

  it('accepts the caller’s own ?userId= and answers 404 for anyone else’s', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await follow(t.app, alice!, bob!);
    expect(await notificationsOf(t.app, bob!, `?userId=${bob!.id}`)).toHaveLength(1);
    const response = await t.app.inject({ method: 'GET', url: `${paths.notifications}?userId=${bob!.id}`, headers: alice!.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: m.notFound });
  });

  it('answers 400, never 5xx, for malformed queries', async () => {
    const alice = await newMember(t.app);
    for (const query of [
      '?userId=nope',
      '?limit=0',
      '?limit=101',
      '?limit=x',
      '?before=abc',
      '?userId=0190a4b2-7c1d-7000-8000-000000000000&userId=0190a4b2-7c1d-7000-8000-000000000001',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${paths.notifications}${query}`, headers: alice.headers });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('pages newest first with the next cursor', async () => {
    const [bob, ...followers] = await newMembers(t.app, 6);
    for (const follower of followers) await follow(t.app, follower, bob!);
    const expected = followers.map((f) => f.id).reverse();
    const first = await t.app.inject({ method: 'GET', url: `${paths.notifications}?limit=4`, headers: bob!.headers });
    const cursor = first.headers[nextCursorHeader] as string;
    expect(first.json<Notification[]>().map((n) => n.from._id)).toEqual(expected.slice(0, 4));
    expect(cursor).toBe(first.json<Notification[]>()[3]!._id);
    const second = await t.app.inject({ method: 'GET', url: `${paths.notifications}?limit=4&before=${cursor}`, headers: bob!.headers });
    expect(second.json<Notification[]>().map((n) => n.from._id)).toEqual(expected.slice(4));
    expect(second.headers[nextCursorHeader]).toBeUndefined();
  });
});

describe('PATCH /api/notifications/{id}/read', () => {
  it('marks the caller’s notification read, answers it, and keeps it read', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    await follow(t.app, alice!, bob!);
    const [unread] = await notificationsOf(t.app, bob!);
    const response = await patch(paths.notificationRead(unread!._id), bob!.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...unread, isRead: true });
    expect((await patch(paths.notificationRead(unread!._id), bob!.headers)).json()).toMatchObject({ isRead: true });
    expect((await notificationsOf(t.app, bob!))[0]!.isRead).toBe(true);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const [alice, bob, mallory] = await newMembers(t.app, 3);
    await follow(t.app, alice!, bob!);
    const [unread] = await notificationsOf(t.app, bob!);
    const response = await patch(paths.notificationRead(unread!._id), mallory!.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: m.notificationNotFound });
    expect((await notificationsOf(t.app, bob!))[0]!.isRead).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const alice = await newMember(t.app);
    expect((await patch(paths.notificationRead('0190a4b2-7c1d-7000-8000-000000000000'), alice.headers)).statusCode).toBe(404);
    expect((await patch(paths.notificationRead('not-an-id'), alice.headers)).statusCode).toBe(400);
    expect((await patch(paths.notificationRead('0190a4b2-7c1d-7000-8000-000000000000'), {})).statusCode).toBe(401);
  });
});

describe('PATCH /api/notifications/read-all', () => {
  it('marks only the caller’s unread notifications and counts them', async () => {
    const [bob, carol, ...followers] = await newMembers(t.app, 5);
    for (const follower of followers) await follow(t.app, follower, bob!);
    await follow(t.app, followers[0]!, carol!);
    const [newest] = await notificationsOf(t.app, bob!);
    await patch(paths.notificationRead(newest!._id), bob!.headers);

    const response = await patch(paths.notificationsReadAll, { ...bob!.headers, 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect((await notificationsOf(t.app, bob!)).every((n) => n.isRead)).toBe(true);
    expect((await notificationsOf(t.app, carol!))[0]!.isRead).toBe(false);
    expect((await patch(paths.notificationsReadAll, bob!.headers)).json()).toEqual({ updated: 0 });
  });
});
