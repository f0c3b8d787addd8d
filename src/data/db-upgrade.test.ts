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
    expect(db.verno).toBe(7);
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
    expect(db.verno).toBe(7);
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

/** The outbox and tag tables as version 4 declared them (hashtags and Explore). */
const storesOfVersion4 = {
  ...storesOfVersion1,
  outbox: 'id, status, orderKey, createdAt, nextAttemptAt, userId, [userId+status]',
  tagFollows: 'tag, followedAt',
  explore: 'window',
};

describe('upgrade to version 4', () => {
  it('adds the followed tags and Explore, empty, keeping the outbox', async () => {
    await Dexie.delete('pawpals');
    const old = new Dexie('pawpals');
    old.version(3).stores({ ...storesOfVersion1, outbox: 'id, status, orderKey, createdAt, nextAttemptAt, userId, [userId+status]' });
    await old.table('outbox').add({ ...v1Row('like', 'like', { postId: 'p1', userId: 'u-ann' }), userId: 'u-ann' });
    old.close();

    vi.resetModules();
    const { db } = await import('./db.ts');
    expect(db.verno).toBe(7);
    expect(await db.tagFollows.count()).toBe(0);
    expect(await db.explore.count()).toBe(0);
    await db.tagFollows.put({ tag: 'dogs', followedAt: '2026-01-02T00:00:00.000Z' });
    expect(await db.tagFollows.orderBy('followedAt').primaryKeys()).toEqual(['dogs']);
    expect(await db.outbox.get('like')).toMatchObject({ userId: 'u-ann', context: { postId: 'p1', userId: 'u-ann' } });
    db.close();
  });
});

describe('upgrade to version 5', () => {
  it('turns context values holding JSON into what they held, so rows queued before it still read as their kind', async () => {
    await Dexie.delete('pawpals');
    const old = new Dexie('pawpals');
    old.version(3).stores({ ...storesOfVersion1, outbox: 'id, status, orderKey, createdAt, nextAttemptAt, userId, [userId+status]' });
    const author = { _id: 'u-ann', fullName: 'Ann', username: 'ann', avatar: null };
    await old.table('outbox').bulkAdd([
      { ...v1Row('comment', 'comment', { postId: 'p1', author: JSON.stringify(author) }), userId: 'u-ann', body: { content: 'Hi' } },
      { ...v1Row('read-all', 'notifications-read-all', { ids: JSON.stringify(['n1', 'n2']) }), userId: 'u-ann' },
      { ...v1Row('like', 'like', { postId: 'p1', userId: 'u-ann' }), userId: 'u-ann' },
    ]);
    old.close();

    vi.resetModules();
    const { db } = await import('./db.ts');
    const { outboxKind } = await import('./outbox/kind-registry.ts');
    await import('./writes/all-kinds.ts');
    expect(db.verno).toBe(7);
    const [comment, readAll, like] = await Promise.all(['comment', 'read-all', 'like'].map((id) => db.outbox.get(id)));
    expect(comment?.context).toEqual({ postId: 'p1', author });
    expect(outboxKind('comment').describe(comment!)).toEqual({ subject: { type: 'post', id: 'p1' }, text: 'Hi' });
    expect(outboxKind('notifications-read-all').readsNotifications(readAll!)).toEqual(['n1', 'n2']);
    expect(outboxKind('like').postCounts(like!)).toEqual({ postId: 'p1', likes: 1 });
    db.close();
  });

  it('reads the rows version 4 queued: a read-all with the older unread ones it undoes, a tag follow, a reply', async () => {
    await Dexie.delete('pawpals');
    const old = new Dexie('pawpals');
    old.version(4).stores(storesOfVersion4);
    const author = { _id: 'u-ann', fullName: 'Ann', username: 'ann', avatar: null };
    await old.table('outbox').bulkAdd([
      { ...v1Row('read-all', 'notifications-read-all', { ids: JSON.stringify(['n1']), beyond: '7' }), userId: 'u-ann' },
      { ...v1Row('tag', 'tag-follow', { userId: 'u-ann', tag: 'dogs' }), userId: 'u-ann' },
      {
        ...v1Row('reply', 'reply', { postId: 'p1', commentId: 'c1', author: JSON.stringify(author) }),
        userId: 'u-ann',
        body: { content: 'Yes' },
      },
    ]);
    await old.table('tagFollows').put({ tag: 'cats', followedAt: '2026-01-01T00:00:00.000Z' });
    await old.table('explore').put({ window: 'day', tags: [], postIds: ['p1'], petIds: [], fetchedAt: '2026-01-01T00:00:00.000Z' });
    await old.table('notifications').put({ _id: 'n1', isRead: true, createdAt: '2026-01-01T00:00:00.000Z' });
    old.close();

    vi.resetModules();
    const { db } = await import('./db.ts');
    const { outboxKind } = await import('./outbox/kind-registry.ts');
    const { unreadBeyond } = await import('./unread-count.ts');
    await import('./writes/all-kinds.ts');
    expect(db.verno).toBe(7);
    const [readAll, tag, reply] = await Promise.all(['read-all', 'tag', 'reply'].map((id) => db.outbox.get(id)));
    expect(readAll?.context).toEqual({ ids: ['n1'], beyond: 7 });
    expect(outboxKind('notifications-read-all').readsNotifications(readAll!)).toEqual(['n1']);
    await db.transaction('rw', db.tables, () => outboxKind('notifications-read-all').rollback(readAll!));
    expect(await unreadBeyond()).toBe(7);
    expect(await db.notifications.get('n1')).toMatchObject({ isRead: false });
    expect(outboxKind('tag-follow').describe(tag!)).toEqual({ subject: { type: 'tag', tag: 'dogs' }, text: null });
    expect(outboxKind('reply').describe(reply!)).toEqual({ subject: { type: 'post', id: 'p1' }, text: 'Yes' });
    expect(await db.tagFollows.toArray()).toEqual([{ tag: 'cats', followedAt: '2026-01-01T00:00:00.000Z' }]);
    expect(await db.explore.get('day')).toMatchObject({ postIds: ['p1'] });
    db.close();
  });
});

describe('upgrade to version 6', () => {
  it('adds the table of photos waiting with their outbox rows, which a sign-out keeps', async () => {
    await Dexie.delete('pawpals');
    const old = new Dexie('pawpals');
    old.version(5).stores(storesOfVersion4);
    old.close();

    vi.resetModules();
    const { db, clearedOnSignOut, userTables } = await import('./db.ts');
    expect(db.verno).toBe(7);
    const photo = { id: 'row.photo-0', rowId: 'row', index: 0, blob: new Blob(['x']), alt: '', width: null, height: null };
    await db.outboxPhotos.add(photo);
    expect(await db.outboxPhotos.where('rowId').equals('row').primaryKeys()).toEqual(['row.photo-0']);
    expect(userTables).toContain('outboxPhotos');
    expect(clearedOnSignOut).not.toContain('outboxPhotos');
    expect(clearedOnSignOut).toContain('tagFollows');
    db.close();
  });
});

describe('upgrade to version 7', () => {
  it('adds the drafts, one per user with its photo blobs, which a sign-out forgets, keeping the waiting photos', async () => {
    await Dexie.delete('pawpals');
    const old = new Dexie('pawpals');
    old.version(6).stores({ ...storesOfVersion4, outboxPhotos: 'id, rowId' });
    await old.table('outboxPhotos').add({ id: 'row.photo-0', rowId: 'row', index: 0, blob: new Blob(['x']), alt: '', width: null, height: null });
    old.close();

    vi.resetModules();
    const { db, clearedOnSignOut, clearUserData } = await import('./db.ts');
    expect(db.verno).toBe(7);
    expect(await db.drafts.count()).toBe(0);
    const photo = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), name: 'IMG_1.jpg', alt: 'Rex', width: 4, height: 3 };
    await db.drafts.put({ userId: 'u-ann', title: 'T', body: 'B', petId: '', photos: [photo], savedAt: '2026-01-01T00:00:00.000Z' });
    const kept = await db.drafts.get('u-ann');
    expect(kept?.photos.map(({ name, alt, width, height }) => ({ name, alt, width, height }))).toEqual([
      { name: 'IMG_1.jpg', alt: 'Rex', width: 4, height: 3 },
    ]);
    expect(await kept?.photos[0]?.blob.text()).toBe('jpeg');
    expect(clearedOnSignOut).toContain('drafts');
    await clearUserData();
    expect(await db.drafts.count()).toBe(0);
    expect(await db.outboxPhotos.count()).toBe(1);
    db.close();
  });
});
