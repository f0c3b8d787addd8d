import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnUser, PublicUser } from '@/contract/entities.ts';
import { db } from './db.ts';
import { testUser } from './test-users.ts';

/** The server as the sync sees it: pages of mutual followers, single users, and oneself. */
const server = vi.hoisted(() => ({
  pages: [] as PublicUser[][],
  users: new Map<string, PublicUser>(),
  unreachable: new Set<string>(),
  me: null as OwnUser | null,
  pagesAsked: [] as (string | null)[],
}));
vi.mock('./api/mutuals.ts', () => ({
  getMutualsPage: vi.fn(async (before: string | null, _q?: string) => {
    server.pagesAsked.push(before);
    const index = before === null ? 0 : Number(before);
    return { items: server.pages[index] ?? [], next: index + 1 < server.pages.length ? String(index + 1) : null };
  }),
}));
vi.mock('./api/user.ts', async () => {
  const { CallError } = await import('./transport/call-failure.ts');
  return {
    getUser: vi.fn(async (id: string) => {
      if (server.unreachable.has(id)) throw new CallError({ kind: 'network', status: null, message: null, errors: {} });
      const user = server.users.get(id);
      if (!user) throw new CallError({ kind: 'http', status: 404, message: 'User not found', errors: {} });
      return user;
    }),
  };
});
vi.mock('./api/me.ts', () => ({ getMe: vi.fn(async () => server.me) }));

const { syncFollowRelations } = await import('./users.ts');

describe('syncing one’s mutual followers', () => {
  beforeEach(async () => {
    await db.users.clear();
    server.pagesAsked = [];
    server.users = new Map();
    server.unreachable = new Set();
    server.me = { ...testUser('u-me', { followingCount: 3, followersCount: 2 }), email: 'me@example.com', emailVerified: true, isModerator: false };
  });

  it('reads only the newest page, stores each mutual follower with both flags, and leaves older ones it did not reach', async () => {
    await db.users.put(testUser('u-a', { followedByMe: true, followsMe: true }));
    server.pages = [[testUser('u-c', { followedByMe: true, followsMe: true }), testUser('u-b', { followedByMe: true, followsMe: true })], []];
    await syncFollowRelations();
    expect(server.pagesAsked).toEqual([null]);
    expect(await db.users.get('u-c')).toMatchObject({ followedByMe: true, followsMe: true });
    expect(await db.users.get('u-b')).toMatchObject({ followedByMe: true, followsMe: true });
    // Older than the page's last: not judged, not read again.
    expect(await db.users.get('u-a')).toMatchObject({ followedByMe: true, followsMe: true });
    expect(await db.users.get('u-me')).toMatchObject({ followingCount: 3 });
    expect(await db.users.get('u-me')).not.toHaveProperty('email');
  });

  it('reads again a stored mutual follower who is no longer one, clears one the server no longer has, keeps one it could not ask about', async () => {
    await db.users.bulkPut([
      testUser('u-unreachable', { followedByMe: true, followsMe: true }),
      testUser('u-unfollowed-me', { followedByMe: true, followsMe: true }),
      testUser('u-gone', { followedByMe: true, followsMe: true }),
      testUser('u-friend', { followedByMe: true }),
      testUser('u-stranger'),
    ]);
    server.pages = [[testUser('u-friend', { followedByMe: true, followsMe: true })]];
    server.users.set('u-unfollowed-me', testUser('u-unfollowed-me', { followedByMe: true, followsMe: false }));
    server.unreachable.add('u-unreachable');

    await syncFollowRelations();

    expect(await db.users.get('u-unfollowed-me')).toMatchObject({ followedByMe: true, followsMe: false });
    expect(await db.users.get('u-gone')).toMatchObject({ followedByMe: false, followsMe: false });
    expect(await db.users.get('u-friend')).toMatchObject({ followedByMe: true, followsMe: true });
    expect(await db.users.get('u-stranger')).toMatchObject({ followedByMe: false, followsMe: false });
    expect(await db.users.get('u-unreachable')).toMatchObject({ followedByMe: true, followsMe: true });
  });
});
