import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '@/contract/entities.ts';
import { testPost } from '../posts/test-posts.ts';
import { db } from '../db.ts';
import '../writes/all-kinds.ts';
import { toggleLike } from '../writes/likes.ts';
import { addComment } from '../writes/comments.ts';
import { setFollow } from '../writes/follows.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { sentPath } from '../transport/sent-call.ts';
import { flushOutbox } from './flush.ts';
import { claimUnownedRows, discardWaitingChanges, pendingLikePostIds, waitingCount, whenOutboxSent } from './user-rows.ts';

const ann: UserSummary = { _id: 'u-ann', fullName: 'Ann', username: 'ann', avatar: null };
const bob: UserSummary = { _id: 'u-bob', fullName: 'Bob', username: 'bob', avatar: null };
const post = testPost(bob);
const ok = (async () => new Response('{"likesCount":1,"liked":true}', { status: 200 })) as typeof fetch;
/** Likes are accepted; anything else is refused (and so stops waiting). */
const likeAnswer = (async (input: RequestInfo | URL) =>
  sentPath(input).includes('/like/')
    ? new Response('{"likesCount":1,"liked":true}', { status: 200 })
    : new Response('{"message":"No"}', { status: 404 })) as typeof fetch;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(post);
});

describe('waiting changes of one user', () => {
  it('are counted for that user only, failed ones apart', async () => {
    await toggleLike('p1', 'u-ann', true);
    await addComment('p1', 'Cute', ann);
    const refused = await addComment('p1', 'Hi', bob);
    await db.outbox.update(refused.id, { status: 'failed' });
    expect(await waitingCount('u-ann')).toBe(2);
    expect(await waitingCount('u-bob')).toBe(0);
  });

  it('tell which posts have a like of the user not yet sent', async () => {
    await db.posts.put({ ...post, _id: 'p2' });
    await toggleLike('p1', 'u-ann', true);
    await toggleLike('p2', 'u-bob', true);
    await setFollow('u-ann', 'u-bob', true);
    expect(await pendingLikePostIds('u-ann')).toEqual(new Set(['p1']));
    await flushOutbox({ session: () => ({ userId: 'u-ann', token: 't' }), transport: fetchTransport(likeAnswer) });
    expect(await pendingLikePostIds('u-ann')).toEqual(new Set());
  });

  it('are discarded with their changes undone, newest first, leaving other users alone', async () => {
    await toggleLike('p1', 'u-ann', true);
    await toggleLike('p1', 'u-ann', false);
    await toggleLike('p1', 'u-ann', true);
    const annComment = await addComment('p1', 'Cute', ann);
    const bobComment = await addComment('p1', 'Mine', bob);
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: true, likesCount: 1, commentsCount: 2 });

    expect(await discardWaitingChanges('u-ann')).toBe(4);
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: false, likesCount: 0, commentsCount: 1 });
    expect(await db.comments.get(annComment.id)).toBeUndefined();
    expect(await db.comments.get(bobComment.id)).toBeDefined();
    expect((await db.outbox.toArray()).map((row) => row.id)).toEqual([bobComment.id]);
  });

  it('resolve "all sent" once the last one has gone out', async () => {
    await toggleLike('p1', 'u-ann', true);
    let sent = false;
    const done = whenOutboxSent('u-ann').then(() => {
      sent = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toBe(false);
    await flushOutbox({ session: () => ({ userId: 'u-ann', token: 't' }), transport: fetchTransport(ok) });
    await done;
    expect(sent).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('go to whoever signs in when they were made before rows carried a user', async () => {
    const row = await toggleLike('p1', 'u-ann', true);
    await db.outbox.update(row.id, { userId: '' });
    await claimUnownedRows('u-ann');
    expect(await db.outbox.get(row.id)).toMatchObject({ userId: 'u-ann' });
  });
});
