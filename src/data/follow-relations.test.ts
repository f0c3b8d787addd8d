import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowRelations, OwnUser, PublicUser } from '@/contract/entities.ts';
import { db } from './db.ts';

const server = vi.hoisted(() => ({ relations: { following: [], followers: [] } as FollowRelations, me: null as OwnUser | null }));
vi.mock('./api/follow-relations.ts', () => ({ getFollowRelations: vi.fn(async () => server.relations) }));
vi.mock('./api/me.ts', () => ({ getMe: vi.fn(async () => server.me) }));

const { syncFollowRelations } = await import('./users.ts');

const user = (id: string, flags: Partial<PublicUser> = {}): PublicUser => ({
  _id: id, fullName: id, username: id, avatar: null, bio: '', country: 'EG', city: 'Cairo',
  followersCount: 0, followingCount: 0, followedByMe: false, followsMe: false, createdAt: '2026-01-01T00:00:00.000Z', ...flags,
});

describe('syncing one’s follow relations', () => {
  beforeEach(() => db.users.clear());

  it('stores both lists and clears the flags of stored users the server no longer relates to', async () => {
    await db.users.bulkPut([
      user('u-was-friend', { followedByMe: true, followsMe: true }),
      user('u-friend', { followedByMe: true }),
      user('u-stranger'),
    ]);
    server.me = { ...user('u-me', { followingCount: 1, followersCount: 1 }), email: 'me@example.com' };
    server.relations = { following: [user('u-friend', { followedByMe: true, followsMe: true })], followers: [user('u-friend', { followedByMe: true, followsMe: true })] };

    await syncFollowRelations();

    expect(await db.users.get('u-was-friend')).toMatchObject({ followedByMe: false, followsMe: false });
    expect(await db.users.get('u-friend')).toMatchObject({ followedByMe: true, followsMe: true });
    expect(await db.users.get('u-me')).toMatchObject({ followingCount: 1 });
    expect(await db.users.get('u-me')).not.toHaveProperty('email');
  });
});
