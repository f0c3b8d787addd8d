import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { limits } from '#contract/limits.ts';
import { paths } from '#contract/paths.ts';
import { notifications } from '../../src/db/schema.ts';
import { addComment, addPost } from '../support/content-fixtures.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { follow, newMember, newMembers, notificationsOf, type Member } from '../support/social-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const unreadOf = async (member: Member) => {
  const response = await t.app.inject({ method: 'GET', url: paths.notificationsUnreadCount, headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unread: number }>().unread;
};
const readAll = async (member: Member) => {
  const response = await t.app.inject({ method: 'PATCH', url: paths.notificationsReadAll, headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ updated: number }>().updated;
};
const readOne = async (member: Member, id: string) => {
  const response = await t.app.inject({ method: 'PATCH', url: paths.notificationRead(id), headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
};

describe('GET /api/notifications/unread-count', () => {
  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.notificationsUnreadCount })).statusCode).toBe(401);
  });

  it('stays right through new, counted again, read one, read all and deleted notifications', async () => {
    const [bob, alice, carol] = await newMembers(t.app, 3);
    expect(await unreadOf(bob!)).toBe(0);
    await follow(t.app, alice!, bob!);
    await follow(t.app, carol!, bob!);
    expect(await unreadOf(bob!)).toBe(2);

    const post = await addPost(t.app, bob!.account);
    await addComment(t.app, alice!.account, post._id);
    expect(await unreadOf(bob!)).toBe(3);
    // A second comment counts on the same notification: still one unread.
    await addComment(t.app, alice!.account, post._id);
    expect(await unreadOf(bob!)).toBe(3);

    const [commented] = await notificationsOf(t.app, bob!);
    expect(commented).toMatchObject({ type: 'comment', count: 2, isRead: false });
    await readOne(bob!, commented!._id);
    expect(await unreadOf(bob!)).toBe(2);
    // Counted again after it was read, it is unread again.
    await addComment(t.app, alice!.account, post._id);
    expect(await unreadOf(bob!)).toBe(3);

    expect(await readAll(bob!)).toBe(3);
    expect(await unreadOf(bob!)).toBe(0);
    expect((await notificationsOf(t.app, bob!)).map((n) => n.isRead)).toEqual([true, true, true]);
    expect(await readAll(bob!)).toBe(0);

    // After reading all: a repeat of an old one and a new one are unread, and only they.
    await addComment(t.app, alice!.account, post._id);
    const dave = await newMember(t.app);
    await follow(t.app, dave, bob!);
    expect(await unreadOf(bob!)).toBe(2);
    const listed = await notificationsOf(t.app, bob!);
    expect(listed.map((n) => [n.type, n.isRead])).toEqual([
      ['follow', false],
      ['comment', false],
      ['follow', true],
      ['follow', true],
    ]);

    // Account deletion removes a sender's notifications (a cascade): the count follows.
    await t.app.db.delete(notifications).where(eq(notifications.fromUserId, dave.id));
    expect(await unreadOf(bob!)).toBe(1);
  });

  it(`stops at ${limits.unreadCount}, which the app shows as 99+`, async () => {
    const [bob, fan] = await newMembers(t.app, 2);
    await follow(t.app, fan!, bob!);
    // The rest written directly: as many sign-ups at once would measure password hashing, not the count.
    await t.app.db.insert(notifications).values(
      Array.from({ length: limits.unreadCount + 1 }, (_, n) => ({
        id: crypto.randomUUID(),
        userId: bob!.id,
        fromUserId: fan!.id,
        type: 'like' as const,
        message: 'liked your post',
        dedupeKey: `unread-cap-${bob!.id}-${n}`,
      })),
    );
    expect(await unreadOf(bob!)).toBe(limits.unreadCount);
    expect(await readAll(bob!)).toBe(limits.unreadCount);
    expect(await unreadOf(bob!)).toBe(0);
  }, 60_000);

  it('leaves out notifications from someone the caller blocks, as the list does', async () => {
    const [bob, alice] = await newMembers(t.app, 2);
    await follow(t.app, alice!, bob!);
    expect(await unreadOf(bob!)).toBe(1);
    const blocked = await t.app.inject({ method: 'PUT', url: paths.block(alice!.id), headers: bob!.headers });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await unreadOf(bob!)).toBe(0);
  });
});
