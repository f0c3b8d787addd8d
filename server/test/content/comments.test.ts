import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Comment, Post, Reply } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { comments, notifications, replies } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addComment, addPost, addReply, call, getPost, users, unknownId } from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const notificationsOf = (userId: string, type: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('POST comments', () => {
  it('answers 201 {comment}, counts it and notifies the post’s author', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const response = await call(t.app, 'POST', paths.comments(post._id), fan!, { content: '  So cute  ' });
    expect(response.statusCode).toBe(201);
    const { comment } = response.json<{ comment: Comment }>();
    expect(comment).toMatchObject({ content: 'So cute', replies: [], user: { _id: fan!.user._id, fullName: fan!.user.fullName } });
    expect((await getPost(t.app, post._id)).json<Post>().commentsCount).toBe(1);
    const made = await notificationsOf(author!.user._id, 'comment');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ fromUserId: fan!.user._id, postId: post._id });
  });

  it('stores a comment once for a repeated Idempotency-Key; another payload with it is 422', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await call(t.app, 'POST', paths.comments(post._id), fan!, { content: 'Once' }, key);
    const again = await call(t.app, 'POST', paths.comments(post._id), fan!, { content: 'Once' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await t.app.db.select().from(comments).where(eq(comments.postId, post._id))).toHaveLength(1);
    expect((await getPost(t.app, post._id)).json<Post>().commentsCount).toBe(1);
    expect(await notificationsOf(author!.user._id, 'comment')).toHaveLength(1);
    const other = await call(t.app, 'POST', paths.comments(post._id), fan!, { content: 'Different' }, key);
    expect(other.statusCode).toBe(422);
  });

  it('answers 400 for empty content with the contract’s message, 404 for an unknown post, 401 for a visitor', async () => {
    const [author] = await users(t.app, 1);
    const post = await addPost(t.app, author!);
    const empty = await call(t.app, 'POST', paths.comments(post._id), author!, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.commentRequired);
    const long = await call(t.app, 'POST', paths.comments(post._id), author!, { content: 'x'.repeat(1001) });
    expect(long.json().message).toBe(m.commentTooLong);
    expect((await call(t.app, 'POST', paths.comments(unknownId), author!, { content: 'Hi' })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', paths.comments(post._id), null, { content: 'Hi' })).statusCode).toBe(401);
    expect((await getPost(t.app, post._id)).json<Post>().commentsCount).toBe(0);
  });
});

describe('POST replies', () => {
  it('answers 201 {reply}, notifies the comment’s author and leaves commentsCount alone', async () => {
    const [author, fan, third] = await users(t.app, 3);
    const post = await addPost(t.app, author!);
    const comment = await addComment(t.app, fan!, post._id);
    const response = await call(t.app, 'POST', paths.replies(post._id, comment._id), third!, { content: 'Agreed' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ reply: Reply }>().reply).toMatchObject({ content: 'Agreed', user: { _id: third!.user._id } });
    expect((await getPost(t.app, post._id)).json<Post>().commentsCount).toBe(1);
    const made = await notificationsOf(fan!.user._id, 'reply');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ fromUserId: third!.user._id, postId: post._id });
  });

  it('stores a reply once for a repeated Idempotency-Key', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const comment = await addComment(t.app, author!, post._id);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await call(t.app, 'POST', paths.replies(post._id, comment._id), fan!, { content: 'Once' }, key);
    const again = await call(t.app, 'POST', paths.replies(post._id, comment._id), fan!, { content: 'Once' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.app.db.select().from(replies).where(eq(replies.commentId, comment._id))).toHaveLength(1);
  });

  it('answers 404 when the comment is not on that post, 400 for empty content', async () => {
    const [author] = await users(t.app, 1);
    const [post, elsewhere] = [await addPost(t.app, author!), await addPost(t.app, author!)];
    const comment = await addComment(t.app, author!, elsewhere._id);
    const wrongPost = await call(t.app, 'POST', paths.replies(post._id, comment._id), author!, { content: 'Hi' });
    expect(wrongPost.statusCode).toBe(404);
    expect(wrongPost.json().message).toBe(m.commentNotFound);
    const empty = await call(t.app, 'POST', paths.replies(elsewhere._id, comment._id), author!, { content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.replyRequired);
    expect((await call(t.app, 'POST', paths.replies(unknownId, comment._id), author!, { content: 'Hi' })).statusCode).toBe(404);
  });
});

describe('DELETE comment', () => {
  it('the comment’s author deletes it with its replies and the count drops', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const comment = await addComment(t.app, fan!, post._id);
    await addComment(t.app, fan!, post._id, 'Stays');
    await addReply(t.app, author!, post._id, comment._id);
    const response = await call(t.app, 'DELETE', paths.comment(post._id, comment._id), fan!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.commentDeleted });
    const detail = (await getPost(t.app, post._id)).json<Post>();
    expect(detail.commentsCount).toBe(1);
    expect(detail.comments!.map((c) => c.content)).toEqual(['Stays']);
    expect(await t.app.db.select().from(replies).where(eq(replies.commentId, comment._id))).toHaveLength(0);
  });

  it('the post’s author may delete anyone’s comment', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const comment = await addComment(t.app, fan!, post._id);
    expect((await call(t.app, 'DELETE', paths.comment(post._id, comment._id), author!)).statusCode).toBe(200);
    expect((await getPost(t.app, post._id)).json<Post>().commentsCount).toBe(0);
  });

  it('answers 404 for an unknown comment or one on another post', async () => {
    const [author] = await users(t.app, 1);
    const [post, elsewhere] = [await addPost(t.app, author!), await addPost(t.app, author!)];
    const comment = await addComment(t.app, author!, elsewhere._id);
    expect((await call(t.app, 'DELETE', paths.comment(post._id, unknownId), author!)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', paths.comment(post._id, comment._id), author!)).statusCode).toBe(404);
    expect((await getPost(t.app, elsewhere._id)).json<Post>().commentsCount).toBe(1);
  });
});
