import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowRelations, OwnUser } from '@/contract/entities.ts';
import { db } from './db.ts';
import { testUser } from './test-users.ts';

const server = vi.hoisted(() => ({ relations: { following: [], followers: [] } as FollowRelations, me: null as OwnUser | null }));
vi.mock('./api/follow-relations.ts', () => ({ getFollowRelations: vi.fn(async () => server.relations) }));
vi.mock('./api/me.ts', () => ({ getMe: vi.fn(async () => server.me) }));

const { syncFollowRelations } = await import('./users.ts');

describe('syncing one’s follow relations', () => {
  beforeEach(() => db.users.clear());

  it('stores both lists and clears the flags of stored users the server no longer relates to', async () => {
    await db.users.bulkPut([
      testUser('u-was-friend', { followedByMe: true, followsMe: true }),
      testUser('u-friend', { followedByMe: true }),
      testUser('u-stranger'),
    ]);
    server.me = { ...testUser('u-me', { followingCount: 1, followersCount: 1 }), email: 'me@example.com' };
    server.relations = { following: [testUser('u-friend', { followedByMe: true, followsMe: true })], followers: [testUser('u-friend', { followedByMe: true, followsMe: true })] };

    await syncFollowRelations();

    expect(await db.users.get('u-was-friend')).toMatchObject({ followedByMe: false, followsMe: false });
    expect(await db.users.get('u-friend')).toMatchObject({ followedByMe: true, followsMe: true });
    expect(await db.users.get('u-me')).toMatchObject({ followingCount: 1 });
    expect(await db.users.get('u-me')).not.toHaveProperty('email');
  });
});
