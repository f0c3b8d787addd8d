import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Comment, Post, Reply, UserSummary } from '@/contract/entities.ts';
import { db } from '../db.ts';
import '../writes/all-kinds.ts';
import { addComment } from '../writes/comments.ts';
import { toggleLike } from '../writes/likes.ts';
import { applyPostUpdate, postUpdateMark, replayPostUpdatesSince } from './post-updates.ts';

const at = '2026-01-01T00:00:00.000Z';
const summary = (id: string): UserSummary => ({ _id: id, fullName: id, username: id, avatar: null });
const post = (likesCount: number, commentsCount: number): Post => ({
  _id: 'p1',
  title: 't',
  body: 'b',
  images: [],
  media: [],
  pet: null,
  petId: null,
  user: summary('author'),
  tags: [],
  likedByMe: false,
  likesCount,
  commentsCount,
  createdAt: at,
});
const comment = (id: string, by: string): Comment => ({
  _id: id,
  content: `from ${by}`,
  user: summary(by),
  replies: [],
  repliesCount: 0,
  createdAt: at,
});
const reply = (id: string, by: string): Reply => ({ _id: id, content: `reply ${by}`, user: summary(by), createdAt: at });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('live updates of a post', () => {
  it("store someone else's comment and reply once, with the server's count", async () => {
    await db.posts.put(post(0, 0));
    const update = { kind: 'comment', postId: 'p1', by: 'bob', comment: comment('c1', 'bob'), commentsCount: 1 } as const;
    await applyPostUpdate('me', update);
    await applyPostUpdate('me', update);
    await applyPostUpdate('me', { kind: 'reply', postId: 'p1', by: 'carol', commentId: 'c1', reply: reply('r1', 'carol') });
    await applyPostUpdate('me', { kind: 'reply', postId: 'p1', by: 'carol', commentId: 'c1', reply: reply('r1', 'carol') });
    expect(await db.comments.toArray()).toEqual([{ ...comment('c1', 'bob'), postId: 'p1', replies: [reply('r1', 'carol')], repliesCount: 1 }]);
    expect((await db.posts.get('p1'))!.commentsCount).toBe(1);

    await applyPostUpdate('me', { kind: 'comment-removed', postId: 'p1', by: 'author', commentId: 'c1', commentsCount: 0 });
    expect(await db.comments.count()).toBe(0);
    expect((await db.posts.get('p1'))!.commentsCount).toBe(0);
  });

  it('drop a reply, and then the whole post with its comments, when a moderator removes them', async () => {
    await db.posts.put(post(0, 1));
    await db.comments.put({ ...comment('c1', 'bob'), postId: 'p1', replies: [reply('r1', 'carol'), reply('r2', 'dina')], repliesCount: 2 });
    const removal = { kind: 'reply-removed', postId: 'p1', by: 'mod', commentId: 'c1', replyId: 'r1' } as const;
    await applyPostUpdate('me', removal);
    await applyPostUpdate('me', removal);
    expect(await db.comments.get('c1')).toMatchObject({ replies: [reply('r2', 'dina')], repliesCount: 1 });
    await applyPostUpdate('me', { kind: 'removed', postId: 'p1', by: 'mod' });
    expect(await db.posts.get('p1')).toBeUndefined();
    expect(await db.comments.count()).toBe(0);
  });

  it("follow others' likes and unlikes, and keep one's own waiting like on top of the server's count", async () => {
    await db.posts.put(post(0, 0));
    await toggleLike('p1', 'me', true);
    expect((await db.posts.get('p1'))!.likesCount).toBe(1);
    await applyPostUpdate('me', { kind: 'likes', postId: 'p1', by: 'bob', liked: true, likesCount: 1 });
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: true, likesCount: 2 });
    await applyPostUpdate('me', { kind: 'likes', postId: 'p1', by: 'bob', liked: false, likesCount: 0 });
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: true, likesCount: 1 });
  });

  it("count one's own waiting comment on top of the server's count, and skip one's own changes", async () => {
    await db.posts.put(post(0, 0));
    await addComment('p1', 'mine, not sent yet', summary('me'));
    await applyPostUpdate('me', { kind: 'comment', postId: 'p1', by: 'bob', comment: comment('c1', 'bob'), commentsCount: 1 });
    expect((await db.posts.get('p1'))!.commentsCount).toBe(2);
    expect(await db.comments.count()).toBe(2);
    // One's own change came through the outbox already.
    await applyPostUpdate('me', { kind: 'comment', postId: 'p1', by: 'me', comment: comment('c2', 'me'), commentsCount: 2 });
    await applyPostUpdate('me', { kind: 'likes', postId: 'p1', by: 'me', liked: true, likesCount: 1 });
    expect(await db.comments.count()).toBe(2);
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: false, likesCount: 0, commentsCount: 2 });
  });

  it('survive a fetch that was on its way when they arrived and answers the older state', async () => {
    await db.posts.put(post(0, 0));
    const before = postUpdateMark();
    await applyPostUpdate('me', { kind: 'comment', postId: 'p1', by: 'bob', comment: comment('c1', 'bob'), commentsCount: 1 });
    await applyPostUpdate('me', { kind: 'likes', postId: 'p1', by: 'bob', liked: true, likesCount: 1 });
    const after = postUpdateMark();
    // The fetch's answer, older than both updates, written over them.
    await db.posts.put(post(0, 0));
    await db.comments.clear();
    await replayPostUpdatesSince(after);
    expect(await db.posts.get('p1')).toMatchObject({ likesCount: 0, commentsCount: 0 });
    await replayPostUpdatesSince(before);
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: false, likesCount: 1, commentsCount: 1 });
    expect(await db.comments.count()).toBe(1);
  });

  it('leave alone a post that is not stored', async () => {
    await applyPostUpdate('me', { kind: 'likes', postId: 'p9', by: 'bob', liked: true, likesCount: 3 });
    expect(await db.posts.count()).toBe(0);
  });
});
