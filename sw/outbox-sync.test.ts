import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '../src/contract/entities.ts';
import { db } from '../src/data/db.ts';
import { backgroundSyncTag } from '../src/data/outbox/flush-scheduler.ts';
import { storedOutboxSession, storeOutboxSession } from '../src/data/outbox/outbox-session.ts';
import { listenToWorker } from '../src/data/outbox/worker-channel.ts';
import { onOutboxFailure, type OutboxFailure } from '../src/data/outbox/failures.ts';
import { toggleLike } from '../src/data/writes/likes.ts';
import { readSentCall } from '../src/data/transport/sent-call.ts';
import { handleOutboxSync } from './outbox-sync.ts';

const post: Post = {
  _id: 'p1',
  title: 'Nap time',
  body: 'B',
  images: [],
  media: [],
  pet: null,
  petId: null,
  user: { _id: 'u-cat', fullName: 'Cat', username: 'cat', avatar: null },
  tags: [],
  likedByMe: false,
  likesCount: 0,
  commentsCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The worker's global scope, reduced to what the sync handler touches. */
let stopWorker = () => {};
function fakeScope() {
  const listeners: Array<(event: Event) => void> = [];
  stopWorker = handleOutboxSync({ addEventListener: (_type, listener) => listeners.push(listener) });
  return {
    /** Fires `sync` and answers the promise the handler gave `waitUntil`, or null when it gave none. */
    fire(tag: string): Promise<unknown> | null {
      let kept: Promise<unknown> | null = null;
      const event = Object.assign(new Event('sync'), { tag, waitUntil: (promise: Promise<unknown>) => (kept = promise) });
      for (const listener of listeners) listener(event);
      return kept;
    },
  };
}

const calls: Array<{ url: string; authorization: string | null; key: string | null }> = [];
const answerWith = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { path, headers } = await readSentCall(input, init);
    calls.push({ url: path, authorization: headers.get('authorization'), key: headers.get('idempotency-key') });
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch);

beforeEach(async () => {
  calls.length = 0;
  vi.stubGlobal('location', new URL('https://pawpals.test/'));
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(post);
  await storeOutboxSession({ userId: 'u-ann', token: 'ann-token' });
});
afterEach(() => {
  stopWorker();
  vi.unstubAllGlobals();
});

describe('the worker sync handler', () => {
  it('flushes the outbox inside waitUntil: the row is sent with the stored token and removed', async () => {
    const row = await toggleLike('p1', 'u-ann', true);
    answerWith(200, { likesCount: 5, liked: true });
    const work = fakeScope().fire(backgroundSyncTag);
    expect(work).toBeInstanceOf(Promise);
    await work;
    expect(calls).toEqual([{ url: '/api/posts/like/p1', authorization: 'Bearer ann-token', key: row.id }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: true, likesCount: 5 });
  });

  it('ignores other sync tags', async () => {
    await toggleLike('p1', 'u-ann', true);
    answerWith(200, {});
    expect(fakeScope().fire('something-else')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('fails the sync while rows wait for the network, so the browser tries again', async () => {
    await toggleLike('p1', 'u-ann', true);
    answerWith(503, {});
    await expect(fakeScope().fire(backgroundSyncTag)).rejects.toThrow();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
  });

  it('leaves a refused row failed in IndexedDB and tells the open page of its user', async () => {
    const row = await toggleLike('p1', 'u-ann', true);
    const heard: OutboxFailure[] = [];
    const stopPage = listenToWorker('u-ann', () => undefined);
    const stopToasts = onOutboxFailure((failure) => heard.push(failure));
    answerWith(404, { message: 'Post not found' });
    await fakeScope().fire(backgroundSyncTag);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', failure: { status: 404, message: 'Post not found' } });
    expect(await db.posts.get('p1')).toMatchObject({ likedByMe: false, likesCount: 0 });
    // The worker's own report plus the page's copy from the channel.
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard.map((failure) => [failure.row.id, failure.status, failure.message, failure.fromWorker])).toEqual([
      [row.id, 404, 'Post not found', undefined],
      [row.id, 404, 'Post not found', true],
    ]);
    stopToasts();
    stopPage();
  });

  it('forgets a revoked session, keeps the rows and tells the page', async () => {
    const row = await toggleLike('p1', 'u-ann', true);
    const revoked: string[] = [];
    const stopPage = listenToWorker('u-ann', (token) => revoked.push(token));
    answerWith(401, { message: 'Unauthorized' });
    await fakeScope().fire(backgroundSyncTag);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
    await vi.waitFor(() => expect(revoked).toEqual(['ann-token']));
    expect(await storedOutboxSession()).toBeNull();
    stopPage();
  });
});
