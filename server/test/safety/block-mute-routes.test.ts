import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Post, PublicUser } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addComment, addPost, call, unknownId, users } from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ids = (answer: { _id: string }[]) => answer.map((item) => item._id);

/** The four changes and the list each one fills: the same rules for both. */
const kinds = [
  {
    name: 'block',
    add: paths.block,
    undo: paths.unblock,
    list: paths.blocks,
    added: m.userBlocked,
    undone: m.userUnblocked,
    self: m.cannotBlockSelf,
  },
  { name: 'mute', add: paths.mute, undo: paths.unmute, list: paths.mutes, added: m.userMuted, undone: m.userUnmuted, self: m.cannotMuteSelf },
];

describe.each(kinds)('$name and its undo', (kind) => {
  it('answers its message, repeats harmlessly, and lists the users, paged', async () => {
    const [me, ...others] = (await users(t.app, 4)) as RegisteredUser[];
    for (const other of others) {
      for (let repeat = 0; repeat < 2; repeat += 1) {
        const response = await call(t.app, 'PUT', kind.add(other.user._id), me!);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: kind.added });
      }
    }
    const first = await call(t.app, 'GET', `${kind.list}?limit=2`, me!);
    expect(first.statusCode).toBe(200);
    const cursor = first.headers[nextCursorHeader] as string;
    expect(cursor).toBeTruthy();
    const second = await call(t.app, 'GET', `${kind.list}?limit=2&before=${cursor}`, me!);
    expect(second.headers[nextCursorHeader]).toBeUndefined();
    expect([...ids(first.json<PublicUser[]>()), ...ids(second.json<PublicUser[]>())].sort()).toEqual(others.map((other) => other.user._id).sort());

    for (let repeat = 0; repeat < 2; repeat += 1) {
      const response = await call(t.app, 'PUT', kind.undo(others[0]!.user._id), me!);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: kind.undone });
    }
    expect(ids((await call(t.app, 'GET', kind.list, me!)).json<PublicUser[]>())).not.toContain(others[0]!.user._id);
    // Nobody else sees one's list.
    expect(ids((await call(t.app, 'GET', kind.list, others[1]!)).json<PublicUser[]>())).toEqual([]);
  });

  it('refuses oneself (400), an unknown user (404) and a visitor (401)', async () => {
    const [me] = (await users(t.app, 1)) as RegisteredUser[];
    const self = await call(t.app, 'PUT', kind.add(me!.user._id), me!);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(kind.self);
    expect((await call(t.app, 'PUT', kind.add(unknownId), me!)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', kind.undo(unknownId), me!)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', kind.add(me!.user._id), null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', kind.list, null)).statusCode).toBe(401);
  });
});

describe('unblocking', () => {
  it('shows each to the other again, and lets them follow again', async () => {
    const [a, b] = (await users(t.app, 2)) as RegisteredUser[];
    await call(t.app, 'PUT', paths.block(b!.user._id), a!);
    expect((await call(t.app, 'GET', paths.user(a!.user._id), b!)).statusCode).toBe(404);
    await call(t.app, 'PUT', paths.unblock(b!.user._id), a!);
    expect((await call(t.app, 'GET', paths.user(a!.user._id), b!)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', paths.follow(a!.user._id), b!)).statusCode).toBe(200);
  });

  it('by the one who was blocked undoes nothing of the other’s block', async () => {
    const [a, b] = (await users(t.app, 2)) as RegisteredUser[];
    await call(t.app, 'PUT', paths.block(b!.user._id), a!);
    expect((await call(t.app, 'PUT', paths.unblock(a!.user._id), b!)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', paths.follow(a!.user._id), b!)).statusCode).toBe(403);
  });
});

describe('muting', () => {
  let muter: RegisteredUser;
  let muted: RegisteredUser;
  let mutedPost: Post;
  let muterPost: Post;
  beforeAll(async () => {
    [muter, muted] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    mutedPost = await addPost(t.app, muted, { title: 'From the muted' });
    muterPost = await addPost(t.app, muter, { title: 'From the muter' });
    expect((await call(t.app, 'PUT', paths.mute(muted.user._id), muter)).statusCode).toBe(200);
  });

  const feedOf = async (who: RegisteredUser) => ids((await call(t.app, 'GET', `${paths.posts}?limit=100`, who)).json<Post[]>());

  it("takes the muted user's posts out of the muter's feed only", async () => {
    expect(await feedOf(muter)).not.toContain(mutedPost._id);
    expect(await feedOf(muter)).toContain(muterPost._id);
    expect(await feedOf(muted)).toContain(muterPost._id);
    // The profile and its posts stay reachable: muting hides nothing else.
    expect(ids((await call(t.app, 'GET', paths.userPosts(muted.user._id), muter)).json<Post[]>())).toEqual([mutedPost._id]);
  });

  it.each([
    ['follow', () => call(t.app, 'PUT', paths.follow(muter.user._id), muted)],
    ['like', () => call(t.app, 'POST', paths.like(muterPost._id), muted)],
    ['comment', () => call(t.app, 'POST', paths.comments(muterPost._id), muted, { content: 'hi' })],
    [
      'reply',
      async () => {
        const comment = await addComment(t.app, muter, mutedPost._id, 'mine');
        return call(t.app, 'POST', paths.replies(mutedPost._id, comment._id), muted, { content: 'hi' });
      },
    ],
  ] as const)('a %s by the muted user works but does not notify the muter', async (_name, act) => {
    expect((await act()).statusCode).toBeLessThan(300);
    const notifications = (await call(t.app, 'GET', paths.notifications, muter)).json<Notification[]>();
    expect(notifications.filter((notification) => notification.from._id === muted.user._id)).toEqual([]);
  });

  it('cannot be told by the muted user', async () => {
    const seen = (await call(t.app, 'GET', paths.user(muter.user._id), muted)).json<PublicUser>();
    expect(seen._id).toBe(muter.user._id);
    expect((await call(t.app, 'GET', paths.mutes, muted)).json<PublicUser[]>()).toEqual([]);
    expect((await call(t.app, 'GET', paths.blocks, muted)).json<PublicUser[]>()).toEqual([]);
  });

  it('notifies the muted user of the muter as before', async () => {
    expect((await call(t.app, 'POST', paths.like(mutedPost._id), muter)).statusCode).toBe(200);
    const notifications = (await call(t.app, 'GET', paths.notifications, muted)).json<Notification[]>();
    expect(notifications.some((notification) => notification.from._id === muter.user._id && notification.type === 'like')).toBe(true);
  });
});
