import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { testUser } from './test-users.ts';
import { readOtherUsers } from './users.ts';

/** Forty stored people, u-00 the oldest and u-39 the newest; the even ones are cat people. */
const people = Array.from({ length: 40 }, (_, n) => {
  const id = `u-${String(n).padStart(2, '0')}`;
  return testUser(id, { fullName: n % 2 ? `Dog Walker ${n}` : `Cat Friend ${n}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() });
});

describe('the suggested accounts read from the store', () => {
  beforeEach(async () => {
    await db.users.clear();
    await db.users.bulkPut(people);
  });

  it('are the newest other people, at most as many as asked for', async () => {
    const shown = await readOtherUsers('u-39', '', 30);
    expect(shown.map((user) => user._id)).toEqual(
      people
        .slice(9, 39)
        .reverse()
        .map((user) => user._id),
    );
  });

  it('with a search, are the newest who match it, older ones included when few match', async () => {
    const shown = await readOtherUsers('u-38', 'cAT fRIEND', 30);
    expect(shown).toHaveLength(19);
    expect(shown[0]?._id).toBe('u-36');
    expect(shown.at(-1)?._id).toBe('u-00');
    expect(shown.every((user) => user.fullName.startsWith('Cat Friend'))).toBe(true);
  });
});
