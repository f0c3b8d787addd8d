import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Post, Reply } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { addComment, addPost, addReply, as, getPost, users } from '../support/content-fixtures.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as(null) });

describe('paged comments and replies', () => {
  it('carries the newest comments on the post, pages the rest, each with its newest replies and its reply count', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const made: Comment[] = [];
    for (let i = 0; i < limits.postComments + 2; i++) made.push(await addComment(t.app, fan!, post._id, `comment ${i}`));
    const busy = made[limits.postComments + 1]!;
    const replies: Reply[] = [];
    for (let i = 0; i < limits.repliesPreview + 2; i++) replies.push(await addReply(t.app, author!, post._id, busy._id, `reply ${i}`));

    const detail = (await getPost(t.app, post._id)).json<Post>();
    expect(detail.commentsCount).toBe(limits.postComments + 2);
    expect(detail.comments!.map((c) => c.content)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((c) => c.content),
    );
    expect(detail.comments![0]).toMatchObject({ _id: busy._id, repliesCount: limits.repliesPreview + 2 });
    expect(detail.comments![0]!.replies.map((r) => r.content)).toEqual(
      replies
        .slice(-limits.repliesPreview)
        .reverse()
        .map((r) => r.content),
    );
    expect(detail.comments![1]).toMatchObject({ repliesCount: 0, replies: [] });

    const first = await get(`${paths.comments(post._id)}?limit=${limits.postComments}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Comment[]>()).toEqual(detail.comments);
    const cursor = first.headers[nextCursorHeader] as string;
    const rest = await get(`${paths.comments(post._id)}?before=${cursor}`);
    expect(rest.json<Comment[]>().map((c) => c.content)).toEqual(['comment 1', 'comment 0']);
    expect(rest.headers[nextCursorHeader]).toBeUndefined();

    const page = await get(`${paths.replies(post._id, busy._id)}?limit=2`);
    expect(page.json<Reply[]>().map((r) => r.content)).toEqual(['reply 4', 'reply 3']);
    const older = await get(`${paths.replies(post._id, busy._id)}?before=${page.headers[nextCursorHeader]}`);
    expect(older.json<Reply[]>().map((r) => r.content)).toEqual(['reply 2', 'reply 1', 'reply 0']);
  }, 60_000);

  it('counts down when a comment goes and answers 404 for another post’s comment', async () => {
    const [author, fan] = await users(t.app, 2);
    const post = await addPost(t.app, author!);
    const other = await addPost(t.app, author!);
    const comment = await addComment(t.app, fan!, post._id);
    await addReply(t.app, fan!, post._id, comment._id);
    expect((await get(paths.comments(post._id))).json<Comment[]>()[0]).toMatchObject({ repliesCount: 1 });
    expect((await get(paths.replies(other._id, comment._id))).statusCode).toBe(404);
    expect((await get(paths.comments('0190a0a0-0000-7000-8000-000000000000'))).statusCode).toBe(404);
  });
});
