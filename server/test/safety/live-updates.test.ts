import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostUpdate } from '#contract/post-update.ts';
import { paths, socketEvents } from '#contract/paths.ts';
import type { SocketAck } from '#contract/schemas/realtime.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addPost, call, users } from '../support/content-fixtures.ts';
import { connect, emitWithAck, listen, record, settle, waitFor } from '../support/social-fixtures.ts';

/** Live likes and comments on a post reach its watchers, except those blocked with whoever made them. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

describe('live post updates between blocked users', () => {
  it.each([
    ['the blocker', true],
    ['the blocked', false],
  ])('do not reach %s from the other', async (_name, watcherBlocks) => {
    const [watcher, other, third] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
    const post = await addPost(t.app, third);
    const [blocker, blocked] = watcherBlocks ? [watcher, other] : [other, watcher];
    expect((await call(t.app, 'PUT', paths.block(blocked.user._id), blocker)).statusCode).toBe(200);
    const sockets = await Promise.all([watcher, third].map((who) => connect(baseUrl, who.token)));
    const [watcherSeen, thirdSeen] = sockets.map((socket) => record<PostUpdate>(socket, socketEvents.postUpdate));
    for (const socket of sockets) expect(await emitWithAck<SocketAck>(socket, socketEvents.watchPost, { postId: post._id })).toEqual({ ok: true });

    await call(t.app, 'POST', paths.comments(post._id), other, { content: 'from the other' });
    await call(t.app, 'POST', paths.like(post._id), other);
    await waitFor(() => thirdSeen!.length === 2);
    await call(t.app, 'POST', paths.comments(post._id), third, { content: 'from the third' });
    await waitFor(() => watcherSeen!.length === 1);
    await settle();
    expect(watcherSeen!.map((update) => update.by)).toEqual([third.user._id]);
    for (const socket of sockets) socket.close();
  });
});
