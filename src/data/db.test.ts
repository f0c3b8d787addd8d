import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearedOnSignOut, clearUserData, db, userTables, type OutboxRow } from './db.ts';
import { testUser } from './test-users.ts';

const row = (id: string, userId: string): OutboxRow => ({
  id,
  userId,
  kind: 'like',
  method: 'POST',
  path: '/api/posts/like/p1',
  body: null,
  context: { postId: 'p1', userId },
  orderKey: 'post:p1',
  createdAt: '2026-01-01T00:00:00.000Z',
  attempts: 0,
  nextAttemptAt: '2026-01-01T00:00:00.000Z',
  status: 'pending',
});

describe('db', () => {
  it('forgets every table on sign-out but the outbox, whose rows wait for their user', async () => {
    await db.users.put(testUser('u1', { fullName: 'Ann', username: 'ann', createdAt: '2025-01-01T00:00:00Z' }));
    await db.meta.put({ key: 'k', value: 1 });
    await db.outbox.bulkPut([row('r1', 'u1'), row('r2', 'u2')]);
    await clearUserData();
    for (const name of clearedOnSignOut) expect(await db[name].count()).toBe(0);
    expect((await db.outbox.toArray()).map((kept) => [kept.id, kept.userId])).toEqual([
      ['r1', 'u1'],
      ['r2', 'u2'],
    ]);
  });

  it('declares a table for every entity', () => {
    expect(db.tables.map((t) => t.name).sort()).toEqual([...userTables].sort());
  });
});
