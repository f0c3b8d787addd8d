import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/entities.ts';
import { testPost } from '../posts/test-posts.ts';
import { testUser } from '../test-users.ts';
import { db } from '../db.ts';
import { getSession, onSessionExpired, saveSession } from '../session.ts';
import { toggleLike } from '../writes/likes.ts';
import { startPageOutbox } from './page-outbox.ts';
import { storedOutboxSession } from './outbox-session.ts';
import { readSentCall } from '../transport/sent-call.ts';

const user = (id: string, token: string): SessionUser => ({
  ...testUser(id),
  email: `${id}@example.com`,
  emailVerified: true,
  isModerator: false,
  token,
});
const post = testPost({ _id: 'u-cat', fullName: 'Cat', username: 'cat', avatar: null }, { likesCount: 3 });

/** The server: 401 for a revoked token, else the like's answer. */
const revokedTokens = new Set<string>();
const sent: Array<{ path: string; authorization: string | null }> = [];
const server = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const { path, headers } = await readSentCall(input, init);
  const authorization = headers.get('authorization');
  sent.push({ path, authorization });
  if (authorization && revokedTokens.has(authorization.slice('Bearer '.length))) return new Response('{"message":"Unauthorized"}', { status: 401 });
  return new Response(JSON.stringify({ likesCount: 4, liked: true }), { status: 200 });
}) as typeof fetch;

let stop = () => {};
beforeEach(async () => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', server);
  vi.stubGlobal('location', new URL('https://pawpals.test/'));
  sent.length = 0;
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(post);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('the outbox across a revoked session', () => {
  it('keeps the rows through the sign-out, never sends them for another user, and sends them when the same user is back', async () => {
    saveSession(user('u-ann', 'ann-1'));
    const row = await toggleLike('p1', 'u-ann', true);
    revokedTokens.add('ann-1');
    const expired = new Promise<void>((resolve) => onSessionExpired(resolve));

    stop = startPageOutbox();
    await expired;
    stop();
    expect(getSession()).toBeNull();
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending', userId: 'u-ann', attempts: 0 });
    expect(await db.posts.count()).toBe(0);

    saveSession(user('u-bob', 'bob-1'));
    stop = startPageOutbox();
    await vi.waitFor(async () => expect(await storedOutboxSession()).toEqual({ userId: 'u-bob', token: 'bob-1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(sent.filter((call) => call.authorization === 'Bearer bob-1')).toEqual([]);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending' });

    saveSession(user('u-ann', 'ann-2'));
    stop = startPageOutbox();
    await vi.waitFor(async () => expect(await db.outbox.get(row.id)).toBeUndefined());
    expect(sent.at(-1)).toEqual({ path: '/api/posts/like/p1', authorization: 'Bearer ann-2' });
  });
});
