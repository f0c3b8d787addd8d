import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearUserData, db, userTables } from './db.ts';

describe('db', () => {
  it('clears every user table', async () => {
    await db.users.put({
      _id: 'u1', fullName: 'Ann', username: 'ann', avatar: null, bio: '', country: 'EG', city: 'Cairo',
      followers: [], following: [], createdAt: '2025-01-01T00:00:00Z',
    });
    await db.meta.put({ key: 'k', value: 1 });
    await clearUserData();
    for (const name of userTables) expect(await db[name].count()).toBe(0);
  });

  it('declares a table for every entity', () => {
    expect(db.tables.map((t) => t.name).sort()).toEqual([...userTables].sort());
  });
});
