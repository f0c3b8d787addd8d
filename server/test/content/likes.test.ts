import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { likes, notifications, posts } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { addPost, call, getPost, users, unknownId } from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const storedCount = async (postId: string) =>
  (await t.app.db.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId)))[0]!.likesCount;

describe('POST /api/posts/like and unlike', () => {
  it('likes once however often it is sent, and answers likesCount and liked', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const first = await call(t.app, 'POST', paths.like(post._id), fan!);
    const second = await call(t.app, 'POST', paths.like(post._id), fan!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ likesCount: 1, liked: true });
    expect(second.json()).toEqual({ likesCount: 1, liked: true });
    expect(await storedCount(post._id)).toBe(1);
    expect((await getPost(t.app, post._id, fan!)).json<Post>()).toMatchObject({ likesCount: 1, likedByMe: true });
    expect((await getPost(t.app, post._id, author!)).json<Post>()).toMatchObject({ likesCount: 1, likedByMe: false });
    expect((await getPost(t.app, post._id)).json<Post>()).toMatchObject({ likesCount: 1, likedByMe: false });
  });

  it('unlike removes the like once; a repeat changes nothing', async () => {
    const [author, fan, other] = await users(t.app, 3);
    const post = await addPost(t.app, author!);
    await call(t.app, 'POST', paths.like(post._id), fan!);
    await call(t.app, 'POST', paths.like(post._id), other!);
    const first = await call(t.app, 'POST', paths.unlike(post._id), fan!);
    const second = await call(t.app, 'POST', paths.unlike(post._id), fan!);
    expect(first.json()).toEqual({ likesCount: 1, liked: false });
    expect(second.json()).toEqual({ likesCount: 1, liked: false });
    expect((await getPost(t.app, post._id, fan!)).json<Post>()).toMatchObject({ likesCount: 1, likedByMe: false });
    expect((await getPost(t.app, post._id, other!)).json<Post>()).toMatchObject({ likesCount: 1, likedByMe: true });
  });

  it('keeps the count exact under concurrent likes and unlikes', async () => {
    const [author, ...fans] = await users(t.app, 7);
    const post = await addPost(t.app, author!);
    await Promise.all(fans.flatMap((fan) => [call(t.app, 'POST', paths.like(post._id), fan), call(t.app, 'POST', paths.like(post._id), fan)]));
    expect(await storedCount(post._id)).toBe(6);
    await Promise.all(fans.slice(0, 2).map((fan) => call(t.app, 'POST', paths.unlike(post._id), fan)));
    const rows = await t.app.db.select().from(likes).where(eq(likes.postId, post._id));
    expect(rows).toHaveLength(4);
    expect(await storedCount(post._id)).toBe(4);
  });

  it('notifies the author once for like, unlike and like again, and never for one’s own like', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    for (const path of [paths.like, paths.unlike, paths.like]) await call(t.app, 'POST', path(post._id), fan!);
    await call(t.app, 'POST', paths.like(post._id), author!);
    const made = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author!.user._id), eq(notifications.type, 'like')));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ fromUserId: fan!.user._id, postId: post._id });
  });

  it('answers 401 for a visitor, 404 for an unknown post and 400 for a malformed id', async () => {
    const [author] = await users(t.app, 1);
    const post = await addPost(t.app, author!);
    expect((await call(t.app, 'POST', paths.like(post._id), null)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', paths.unlike(post._id), null)).statusCode).toBe(401);
    expect(await storedCount(post._id)).toBe(0);
    expect((await call(t.app, 'POST', paths.like(unknownId), author!)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', paths.unlike(unknownId), author!)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', paths.like('x'), author!)).statusCode).toBe(400);
  });

  it('accepts an older client’s empty JSON body', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author);
    const response = await t.app.inject({
      method: 'POST',
      url: paths.like(post._id),
      headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ likesCount: 1, liked: true });
  });
});
