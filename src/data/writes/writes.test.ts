import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '@/contract/entities.ts';
import { testPost } from '../test-posts.ts';
import { testUser } from '../test-users.ts';
import { db } from '../db.ts';
import { flushWith } from '../outbox/test-flush.ts';
import './all-kinds.ts';
import { toggleLike } from './likes.ts';
import { addComment } from './comments.ts';
import { addReply } from './replies.ts';
import { sendMessage } from './chat.ts';
import { setFollow } from './follows.ts';
import { markAllNotificationsRead } from './notifications-read.ts';

const ann: UserSummary = { _id: 'u-ann', fullName: 'Ann Lee', username: 'ann', avatar: null };
const post = testPost(ann);
const user = (id: string) => testUser(id, { createdAt: post.createdAt });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(post);
});

describe('likes', () => {
  it('shows the like at once and takes the count from the server', async () => {
    await toggleLike('p1', 'u-bob', true);
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: true, likesCount: 1 });
    await flushWith(200, { likesCount: 7, liked: true });
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: true, likesCount: 7 });
  });

  it('undoes the like when the server refuses it', async () => {
    await toggleLike('p1', 'u-bob', true);
    await flushWith(404, { message: 'Post not found' });
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: false, likesCount: 0 });
  });
});

describe('comments and replies', () => {
  it('shows a pending comment under the row id, then the server copy', async () => {
    const row = await addComment('p1', 'Cute!', ann);
    expect(await db.comments.get(row.id)).toMatchObject({ content: 'Cute!', postId: 'p1', user: ann });
    expect((await db.posts.get('p1'))!.commentsCount).toBe(1);
    const serverComment = { _id: 'c-server', content: 'Cute!', user: ann, replies: [], repliesCount: 0, createdAt: post.createdAt };
    await flushWith(201, { comment: serverComment });
    expect(await db.comments.get(row.id)).toBeUndefined();
    expect(await db.comments.get('c-server')).toMatchObject({ postId: 'p1', content: 'Cute!' });
  });

  it('puts a new reply first and swaps in the server copy', async () => {
    await db.comments.put({
      _id: 'c1',
      postId: 'p1',
      content: 'x',
      user: ann,
      createdAt: post.createdAt,
      replies: [{ _id: 'r-old', content: 'old', user: ann, createdAt: post.createdAt }],
      repliesCount: 1,
    });
    const row = await addReply('p1', 'c1', 'new one', ann);
    expect((await db.comments.get('c1'))!.replies.map((reply) => reply._id)).toEqual([row.id, 'r-old']);
    await flushWith(201, { reply: { _id: 'r-new', content: 'new one', user: ann, createdAt: post.createdAt } });
    expect((await db.comments.get('c1'))!.replies.map((reply) => reply._id)).toEqual(['r-new', 'r-old']);
  });
});

describe('chat', () => {
  it('keeps a message pending until the server stores it, in the conversation of both ids', async () => {
    const row = await sendMessage('u-ann', 'u-bob', 'hello');
    const pending = await db.messages.get(row.id);
    expect(pending).toMatchObject({ content: 'hello', sender: 'u-ann', receiver: 'u-bob', conversationId: 'u-ann:u-bob' });
    expect(await db.outbox.get(row.id)).toBeDefined();
    await flushWith(201, { _id: 'm1', content: 'hello', sender: 'u-ann', receiver: 'u-bob', createdAt: post.createdAt });
    expect(await db.messages.get(row.id)).toBeUndefined();
    expect(await db.messages.where('conversationId').equals('u-ann:u-bob').primaryKeys()).toEqual(['m1']);
  });

  it('removes a refused message (no longer mutual followers)', async () => {
    const row = await sendMessage('u-ann', 'u-bob', 'hello');
    await flushWith(403, { message: 'You can only message users who follow you and whom you follow' });
    expect(await db.messages.get(row.id)).toBeUndefined();
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed' });
  });
});

describe('follows', () => {
  it('updates both users at once and stores the server copy of oneself', async () => {
    await db.users.bulkPut([user('u-ann'), user('u-bob')]);
    await setFollow('u-ann', 'u-bob', true);
    expect(await db.users.get('u-bob')).toMatchObject({ followedByMe: true, followersCount: 1 });
    expect(await db.users.get('u-ann')).toMatchObject({ followingCount: 1 });
    await flushWith(200, { ...user('u-ann'), fullName: 'Ann (server)', followingCount: 1, email: 'a@b.co' });
    const self = await db.users.get('u-ann');
    expect(self).toMatchObject({ fullName: 'Ann (server)', followingCount: 1 });
    expect(await db.users.get('u-bob')).toMatchObject({ followedByMe: true, followersCount: 1 });
    expect(self).not.toHaveProperty('email');
  });
});

describe('notifications', () => {
  it('read-all undoes only what it changed when refused', async () => {
    const base = { type: 'like' as const, message: 'm', createdAt: post.createdAt, post: null, from: ann, count: 1 };
    await db.notifications.bulkPut([
      { ...base, _id: 'n1', isRead: false },
      { ...base, _id: 'n2', isRead: true },
    ]);
    await markAllNotificationsRead('u-ann');
    expect((await db.notifications.toArray()).every((item) => item.isRead)).toBe(true);
    await flushWith(400, { message: 'no' });
    expect(await db.notifications.get('n1')).toMatchObject({ isRead: false });
    expect(await db.notifications.get('n2')).toMatchObject({ isRead: true });
  });
});
