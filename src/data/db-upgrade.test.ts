import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { sessionStorageKey } from './session-key.ts';

/** The tables as version 1 declared them. */
const storesOfVersion1 = {
  users: '_id, username, createdAt',
  pets: '_id, user, createdAt',
  posts: '_id, user._id, petId, createdAt',
  comments: '_id, postId, createdAt',
  gallery: '_id, pet, createdAt',
  notifications: '_id, createdAt',
  messages: '_id, conversationId, [conversationId+createdAt], createdAt',
  outbox: 'id, status, orderKey, createdAt, nextAttemptAt',
  meta: 'key',
};

/** The outbox as version 1 stored it: no user on the row. */
const v1Row = (id: string, kind: string, context: Record<string, string>) => ({
  id,
  kind,
  method: 'POST',
  path: '/x',
  body: null,
  context,
  orderKey: 'k',
  createdAt: '2026-01-01T00:00:00.000Z',
  attempts: 0,
  nextAttemptAt: '2026-01-01T00:00:00.000Z',
  status: 'pending',
});

describe('upgrade to version 2', () => {
  it('gives each kept outbox row its user, from the row where it says, and drops the token-only worker copy', async () => {
    const old = new Dexie('pawpals');
    old.version(1).stores(storesOfVersion1);
    await old
      .table('outbox')
      .bulkAdd([
        v1Row('like', 'like', { postId: 'p1', userId: 'u-ann' }),
        v1Row('comment', 'comment', { postId: 'p1', author: JSON.stringify({ _id: 'u-ann', fullName: 'Ann' }) }),
        v1Row('read', 'notification-read', { id: 'n1' }),
      ]);
    await old.table('meta').put({ key: 'auth-token', value: 'tok' });
    old.close();

    const { db } = await import('./db.ts');
    expect(db.verno).toBe(4);
    const rows = await db.outbox.orderBy('id').toArray();
    expect(rows.map((row) => [row.id, row.userId])).toEqual([
      ['comment', 'u-ann'],
      ['like', 'u-ann'],
      ['read', ''],
    ]);
    expect(await db.outbox.where('[userId+status]').equals(['u-ann', 'pending']).count()).toBe(2);
    expect(await db.meta.get('auth-token')).toBeUndefined();
  });
});

describe('upgrade to version 3', () => {
  it('turns id lists into counts and the signed-in user’s own like and follow flags', async () => {
    await Dexie.delete('pawpals');
    const stored = new Map([[sessionStorageKey, JSON.stringify({ _id: 'u-me' })]]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
    const old = new Dexie('pawpals');
    old.version(2).stores({ ...storesOfVersion1, outbox: 'id, status, orderKey, createdAt, nextAttemptAt, userId, [userId+status]' });
    await old.table('users').bulkAdd([
      { _id: 'u-friend', followers: ['u-me', 'u-x'], following: ['u-me'], createdAt: '2026-01-01' },
      { _id: 'u-star', followers: ['u-x'], following: [], createdAt: '2026-01-01' },
    ]);
    await old.table('posts').bulkAdd([
      { _id: 'p-liked', likes: ['u-x', 'u-me'], likesCount: 2, createdAt: '2026-01-01' },
      { _id: 'p-other', likes: ['u-x'], likesCount: 1, createdAt: '2026-01-01' },
    ]);
    old.close();

    vi.resetModules();
    const { db } = await import('./db.ts');
    expect(db.verno).toBe(4);
    expect(await db.users.get('u-friend')).toEqual({
      _id: 'u-friend',
      followersCount: 2,
      followingCount: 1,
      followedByMe: true,
      followsMe: true,
      createdAt: '2026-01-01',
    });
    expect(await db.users.get('u-star')).toMatchObject({ followersCount: 1, followingCount: 0, followedByMe: false, followsMe: false });
    expect(await db.posts.get('p-liked')).toEqual({ _id: 'p-liked', likedByMe: true, likesCount: 2, createdAt: '2026-01-01' });
    expect(await db.posts.get('p-other')).toMatchObject({ likedByMe: false });
    db.close();
    vi.unstubAllGlobals();
  });
});
