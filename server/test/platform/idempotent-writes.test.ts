import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { paths } from '#contract/paths.ts';
import { comments, follows, idempotencyKeys, likes, messages, notifications, posts } from '../../src/db/schema.ts';
import * as blocks from '../../src/repositories/blocks.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addPost, call, users } from '../support/content-fixtures.ts';
import type { RegisteredUser } from '../support/accounts.ts';

/** Likes, comments and messages are each one statement that claims the key, writes and stores the answer; a follow, two. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Write = { url: string; payload?: object; rows: () => Promise<unknown[]> };

/** A like, a comment and a message (between mutual followers) of `actor` on a post of `author`. */
async function writesOf(author: RegisteredUser, actor: RegisteredUser): Promise<Record<string, Write>> {
  const post = await addPost(t.app, author);
  for (const [from, to] of [
    [actor, author],
    [author, actor],
  ] as const) {
    expect((await call(t.app, 'PUT', paths.follow(to.user._id), from)).statusCode).toBe(200);
  }
  return {
    like: { url: paths.like(post._id), rows: () => t.app.db.select().from(likes).where(eq(likes.postId, post._id)) },
    comment: {
      url: paths.comments(post._id),
      payload: { content: 'Once' },
      rows: () => t.app.db.select().from(comments).where(eq(comments.postId, post._id)),
    },
    message: {
      url: paths.addMessage,
      payload: { receiver: author.user._id, content: 'Once' },
      rows: () => t.app.db.select().from(messages).where(eq(messages.senderId, actor.user._id)),
    },
  };
}

const send = (write: Write, actor: RegisteredUser, key: string) => call(t.app, 'POST', write.url, actor, write.payload, { 'idempotency-key': key });
const succeeded = (response: LightMyRequestResponse) => response.statusCode < 300;

describe.each(['like', 'comment', 'message'])('a %s with an Idempotency-Key', (kind) => {
  it('sent five times at once: one row, and every answer that is not 409 is the same', async () => {
    const [author, actor] = await users(t.app, 2);
    const write = (await writesOf(author!, actor!))[kind]!;
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(write, actor!, key)));
    for (const response of answers) expect([200, 201, 409]).toContain(response.statusCode);
    const done = answers.filter(succeeded);
    expect(done.length).toBeGreaterThan(0);
    for (const response of done) expect(response.json()).toEqual(done[0]!.json());
    expect(await write.rows()).toHaveLength(1);
    const later = await send(write, actor!, key);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json()).toEqual(done[0]!.json());
    expect(await write.rows()).toHaveLength(1);
  });

  it('refused (the author blocks the actor) stores nothing, and the same key works once the block is gone', async () => {
    const [author, actor] = await users(t.app, 2);
    const write = (await writesOf(author!, actor!))[kind]!;
    const key = crypto.randomUUID();
    await blocks.add(t.app.db, author!.user._id, actor!.user._id);
    expect((await send(write, actor!, key)).statusCode).toBe(403);
    const stored = () =>
      t.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, actor!.user._id), eq(idempotencyKeys.key, key)));
    expect(await stored()).toHaveLength(0);
    expect(await write.rows()).toHaveLength(0);
    await blocks.remove(t.app.db, author!.user._id, actor!.user._id);
    const retried = await send(write, actor!, key);
    expect(succeeded(retried)).toBe(true);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await write.rows()).toHaveLength(1);
    expect((await stored())[0]?.body).toEqual(retried.json());
  });
});

describe('a follow with an Idempotency-Key', () => {
  it('sent five times at once: one row, one notification, and every answer that is not 409 is the same', async () => {
    const [target, actor] = await users(t.app, 2);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, 'PUT', paths.follow(target!.user._id), actor!, undefined, { 'idempotency-key': key })),
    );
    for (const response of answers) expect([200, 409]).toContain(response.statusCode);
    const done = answers.filter(succeeded);
    expect(done.length).toBeGreaterThan(0);
    for (const response of done) expect(response.json()).toEqual(done[0]!.json());
    expect(done[0]!.json()).toMatchObject({ _id: actor!.user._id, followingCount: 1 });
    expect(await t.app.db.select().from(follows).where(eq(follows.followeeId, target!.user._id))).toHaveLength(1);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, target!.user._id))).toHaveLength(1);
  });
});

describe('answers stored by the write’s own statement', () => {
  it('a like’s stored answer is given again after its post is deleted', async () => {
    const [author, actor] = await users(t.app, 2);
    const { like } = await writesOf(author!, actor!);
    const key = crypto.randomUUID();
    const first = await send(like!, actor!, key);
    expect(first.json()).toEqual({ likesCount: 1, liked: true });
    await t.app.db.delete(posts).where(eq(posts.userId, author!.user._id));
    const again = await send(like!, actor!, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('a comment’s and a message’s answers carry their rows’ times as toISOString writes them', async () => {
    const [author, actor] = await users(t.app, 2);
    const { comment, message } = await writesOf(author!, actor!);
    const madeComment = (await send(comment!, actor!, crypto.randomUUID())).json().comment;
    const [commentRow] = (await comment!.rows()) as { id: string; createdAt: Date }[];
    expect(madeComment).toMatchObject({ _id: commentRow!.id, createdAt: commentRow!.createdAt.toISOString(), repliesCount: 0, replies: [] });
    const madeMessage = (await send(message!, actor!, crypto.randomUUID())).json();
    const [messageRow] = (await message!.rows()) as { id: string; createdAt: Date }[];
    expect(madeMessage).toMatchObject({ _id: messageRow!.id, createdAt: messageRow!.createdAt.toISOString() });
  });
});
