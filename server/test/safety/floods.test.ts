import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Notification } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { pushThrottle } from '../../src/db/schema.ts';
import * as throttle from '../../src/repositories/push-throttle.ts';
import type { PushTarget } from '../../src/services/push-sender.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addComment, addPost, call, users } from '../support/content-fixtures.ts';

/** One person acting again and again towards another: one counted notification per post, and at most a push a minute. */
let t: TestApp;
const sent: { target: PushTarget; payload: string }[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  t.app.push.delivery.useSender(async (target, payload) => {
    sent.push({ target, payload });
    return 201;
  });
});
afterAll(() => t.close());

const notificationsOf = async (who: RegisteredUser) => (await call(t.app, 'GET', `${paths.notifications}?limit=100`, who)).json<Notification[]>();
const subscribe = (who: RegisteredUser) => {
  const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
  return call(t.app, 'POST', paths.pushSubscriptions, who, {
    endpoint,
    keys: { p256dh: 'p256dh-key', auth: `auth-${crypto.randomUUID().slice(0, 8)}` },
  }).then(() => endpoint);
};

describe('repeated comments and replies', () => {
  it.each([
    ['comments', 'comment', 'commented 7 times on your post'],
    ['replies', 'reply', 'replied 7 times to your comments'],
  ] as const)('of one person on one post make one notification that counts them (%s)', async (_name, type, words) => {
    const [ann, bob, carol] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
    const post = await addPost(t.app, type === 'comment' ? ann : carol);
    const annsComment = type === 'reply' ? await addComment(t.app, ann, post._id, 'mine') : null;
    const act = (who: RegisteredUser, onPost = post._id) =>
      annsComment
        ? call(t.app, 'POST', paths.replies(onPost, annsComment._id), who, { content: 'again' })
        : call(t.app, 'POST', paths.comments(onPost), who, { content: 'again' });

    expect((await act(bob)).statusCode).toBe(201);
    const [first] = (await notificationsOf(ann)).filter((n) => n.type === type);
    expect(first).toMatchObject({
      count: 1,
      message: `${bob.user.fullName} ${type === 'comment' ? 'commented on your post' : 'replied to your comment'}`,
    });
    await call(t.app, 'PATCH', paths.notificationsReadAll, ann);
    for (let index = 1; index < 7; index += 1) expect((await act(bob)).statusCode).toBe(201);
    expect((await act(carol)).statusCode).toBe(201);

    const ofType = (await notificationsOf(ann)).filter((n) => n.type === type);
    const fromBob = ofType.filter((n) => n.from._id === bob.user._id);
    expect(fromBob).toHaveLength(1);
    expect(fromBob[0]).toMatchObject({ _id: first!._id, count: 7, isRead: false, message: `${bob.user.fullName} ${words}` });
    // Someone else still makes their own notification.
    expect(ofType.filter((n) => n.from._id === carol.user._id)).toMatchObject([{ count: 1 }]);
  });

  it('counts each post on its own', async () => {
    const [ann, bob] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const posts = [await addPost(t.app, ann), await addPost(t.app, ann)];
    for (const post of [...posts, ...posts]) await call(t.app, 'POST', paths.comments(post._id), bob, { content: 'hi' });
    const comments = (await notificationsOf(ann)).filter((n) => n.type === 'comment');
    expect(comments.map((n) => [n.post, n.count]).sort()).toEqual(posts.map((post) => [post._id, 2]).sort());
  });
});

describe('pushes', () => {
  it('pass at most one a minute from one person to another; others still reach them', async () => {
    const [ann, bob, carol] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
    const endpoint = await subscribe(ann);
    const post = await addPost(t.app, ann);
    const toAnn = () => sent.filter((push) => push.target.endpoint === endpoint);
    for (let index = 0; index < 5; index += 1) await call(t.app, 'POST', paths.comments(post._id), bob, { content: `flood ${index}` });
    await call(t.app, 'POST', paths.like(post._id), bob);
    await t.app.push.delivery.idle();
    expect(toAnn()).toHaveLength(1);

    await call(t.app, 'POST', paths.like(post._id), carol);
    await t.app.push.delivery.idle();
    expect(toAnn()).toHaveLength(2);

    // A minute later, the next one passes.
    await t.app.db
      .update(pushThrottle)
      .set({ sentAt: sql`now() - interval '61 seconds'` })
      .where(and(eq(pushThrottle.recipientId, ann.user._id), eq(pushThrottle.senderId, bob.user._id)));
    await call(t.app, 'POST', paths.comments(post._id), bob, { content: 'later' });
    await t.app.push.delivery.idle();
    expect(toAnn()).toHaveLength(3);
    expect(JSON.parse(toAnn()[2]!.payload)).toMatchObject({ type: 'comment', count: 6 });
  });

  it('are claimed in the database, so of two processes claiming at once one wins', async () => {
    const [ann, bob] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const claims = await Promise.all(Array.from({ length: 4 }, () => throttle.claim(t.app.db, ann.user._id, bob.user._id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
