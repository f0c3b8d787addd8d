import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '@/contract/entities.ts';
import { messages } from '@/contract/messages.ts';
import { messageAnswer } from '@/contract/schemas/responses/common.ts';
import { reportAnswer } from '@/contract/schemas/responses/safety.ts';
import { db } from '../db.ts';
import { listedPeople, listedUsers } from '../hidden-users.ts';
import { outboxKind } from '../outbox/kind-registry.ts';
import { flushWith } from '../outbox/test-flush.ts';
import { feedPosts } from '../posts/posts.ts';
import { storeServerList } from '../safety-lists.ts';
import { testPost } from '../posts/test-posts.ts';
import { testUser } from '../test-users.ts';
import { served, uuid } from '../test-answers.ts';
import './all-kinds.ts';
import { setBlock } from './blocks.ts';
import { setMute } from './mutes.ts';
import { sendReport } from './reports.ts';

const ann: UserSummary = { _id: 'u-ann', fullName: 'Ann Lee', username: 'ann', avatar: null };
const bob: UserSummary = { _id: 'u-bob', fullName: 'Bob Stone', username: 'bob', avatar: null };
const bobPerson = { _id: bob._id, fullName: bob.fullName, username: bob.username };
const createdAt = '2026-01-01T00:00:00.000Z';
const answered = (message: string) => served(messageAnswer, { message });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.bulkPut([testPost(ann, { _id: 'p-ann', commentsCount: 2 }), testPost(bob, { _id: 'p-bob', commentsCount: 1 })]);
  await db.comments.bulkPut([
    { _id: 'c-bob', postId: 'p-ann', content: 'mine', user: bob, createdAt, replies: [], repliesCount: 0 },
    {
      _id: 'c-ann',
      postId: 'p-ann',
      content: 'x',
      user: ann,
      createdAt,
      replies: [
        { _id: 'r-bob', content: 'bob says', user: bob, createdAt },
        { _id: 'r-ann', content: 'ann says', user: ann, createdAt },
      ],
      repliesCount: 2,
    },
    { _id: 'c-on-bob', postId: 'p-bob', content: 'nice', user: ann, createdAt, replies: [], repliesCount: 0 },
  ]);
  await db.users.bulkPut([
    testUser('u-ann', { followersCount: 1, followingCount: 1 }),
    testUser('u-bob', { followedByMe: true, followsMe: true, followersCount: 1, followingCount: 1 }),
  ]);
  await db.messages.put({ _id: 'm1', content: 'hi', sender: 'u-bob', receiver: 'u-ann', createdAt, conversationId: 'u-ann:u-bob' });
  await db.notifications.put({ _id: 'n1', type: 'like', message: 'm', createdAt, post: null, from: bob, count: 1, isRead: false });
});

describe('block', () => {
  it("takes the person's content and the follows off the device at once", async () => {
    await setBlock('u-ann', bobPerson, true);
    expect(await db.posts.get('p-bob')).toBeUndefined();
    expect(await db.comments.get('c-on-bob')).toBeUndefined();
    expect(await db.comments.get('c-bob')).toBeUndefined();
    expect((await db.comments.get('c-ann'))!.replies.map((reply) => reply._id)).toEqual(['r-ann']);
    expect(await db.posts.get('p-ann')).toMatchObject({ commentsCount: 1 });
    expect(await db.users.get('u-bob')).toMatchObject({ followedByMe: false, followsMe: false, followersCount: 0, followingCount: 0 });
    expect(await db.users.get('u-ann')).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(await db.messages.count()).toBe(0);
    expect(await db.notifications.count()).toBe(0);
    expect(await listedPeople('blocked-users')).toEqual([bobPerson]);
    expect((await db.outbox.toArray()).map((row) => [row.kind, row.method, row.path])).toEqual([['block', 'PUT', '/api/users/block/u-bob']]);
  });

  it('once accepted, removes what was synced of theirs while it waited', async () => {
    await setBlock('u-ann', bobPerson, true);
    await db.posts.put(testPost(bob, { _id: 'p-bob-2' }));
    await flushWith(200, answered(messages.userBlocked));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get('p-bob-2')).toBeUndefined();
    expect(await listedUsers('blocked-users')).toEqual(new Set(['u-bob']));
  });

  it('a refused block lifts the mark (the content returns with the next sync)', async () => {
    await setBlock('u-ann', bobPerson, true);
    await flushWith(404, { message: 'User not found' });
    expect(await listedUsers('blocked-users')).toEqual(new Set());
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'block', status: 'failed' }]);
  });

  it('unblock lifts the mark at once; refused, the person is blocked again and their content goes again', async () => {
    await setBlock('u-ann', bobPerson, true);
    await flushWith(200, answered(messages.userBlocked));
    await db.posts.put(testPost(bob, { _id: 'p-bob-3' }));
    await setBlock('u-ann', bobPerson, false);
    expect(await listedUsers('blocked-users')).toEqual(new Set());
    await flushWith(404, { message: 'User not found' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'unblock', status: 'failed' }]);
    expect(await listedUsers('blocked-users')).toEqual(new Set(['u-bob']));
    expect(await db.posts.get('p-bob-3')).toBeUndefined();
  });
});

describe('mute', () => {
  it("keeps the person's posts stored but out of the feed, and back in it when refused", async () => {
    await setMute('u-ann', bobPerson, true);
    expect(await db.posts.get('p-bob')).toBeDefined();
    expect((await feedPosts(10)).map((post) => post._id)).toEqual(['p-ann']);
    await flushWith(400, { message: 'You cannot mute yourself' });
    expect(await listedUsers('muted-users')).toEqual(new Set());
    expect((await feedPosts(10)).map((post) => post._id).sort()).toEqual(['p-ann', 'p-bob']);
  });

  it('unmute puts the posts back in the feed at once', async () => {
    await setMute('u-ann', bobPerson, true);
    await flushWith(200, answered(messages.userMuted));
    await setMute('u-ann', bobPerson, false);
    expect((await feedPosts(10)).map((post) => post._id).sort()).toEqual(['p-ann', 'p-bob']);
    expect((await db.outbox.toArray()).map((row) => row.path)).toEqual(['/api/users/unmute/u-bob']);
  });
});

describe('report', () => {
  it('sends the reason and words once, changes nothing on the device, and is described for the changes screen', async () => {
    const commentId = uuid(31);
    await db.comments.put({ _id: commentId, postId: 'p-bob', content: 'buy from me', user: bob, createdAt, replies: [], repliesCount: 0 });
    const about = { type: 'post' as const, id: 'p-bob' };
    const row = await sendReport('u-ann', { targetType: 'comment', targetId: commentId, reason: 'spam', text: 'buy now', about });
    expect(row.body).toEqual({ targetType: 'comment', targetId: commentId, reason: 'spam', text: 'buy now' });
    expect(outboxKind('report').describe(row)).toEqual({ subject: about, text: 'buy now' });
    expect(await db.comments.get(commentId)).toBeDefined();
    const report = { _id: uuid(32), targetType: 'comment', targetId: commentId, reason: 'spam', text: 'buy now', status: 'open', createdAt } as const;
    await flushWith(201, served(reportAnswer, report));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.get(commentId)).toBeDefined();
  });

  it('leaves out empty words', async () => {
    const row = await sendReport('u-ann', { targetType: 'user', targetId: 'u-bob', reason: 'other', text: '', about: { type: 'user', id: 'u-bob' } });
    expect(row.body).toEqual({ targetType: 'user', targetId: 'u-bob', reason: 'other' });
    expect(outboxKind('report').describe(row)).toEqual({ subject: { type: 'user', id: 'u-bob' }, text: null });
  });
});

describe('the server lists', () => {
  it('keep the waiting blocks and unblocks on top of what the server answers', async () => {
    const cat = { _id: 'u-cat', fullName: 'Cat', username: 'cat' };
    await setBlock('u-ann', bobPerson, true);
    await storeServerList('blocked-users', [cat]);
    expect((await listedPeople('blocked-users')).map((person) => person._id).sort()).toEqual(['u-bob', 'u-cat']);
    await setBlock('u-ann', cat, false);
    await storeServerList('blocked-users', [cat]);
    expect((await listedPeople('blocked-users')).map((person) => person._id)).toEqual(['u-bob']);
  });
});
