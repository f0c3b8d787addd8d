import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { changedRows } from './changed-rows.ts';
import { db } from './db.ts';
import { testUser } from './test-users.ts';

const ann = testUser('u-ann', { fullName: 'Ann' });
const bob = testUser('u-bob', { fullName: 'Bob' });

/** Resolves with how many times a live query over every user has answered, after `write` and a pause. */
async function answersAround(write: () => Promise<unknown>): Promise<number> {
  let answers = 0;
  const subscription = liveQuery(() => db.users.toArray()).subscribe(() => {
    answers += 1;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await write();
  await new Promise((resolve) => setTimeout(resolve, 50));
  subscription.unsubscribe();
  return answers;
}

describe('changedRows', () => {
  beforeEach(async () => {
    await db.users.clear();
    await db.users.bulkPut([ann, bob]);
  });

  it('keeps the new and the changed rows, drops the ones stored as they are', async () => {
    const carl = testUser('u-carl', { fullName: 'Carl' });
    const renamed = { ...bob, fullName: 'Robert' };
    const rows = await db.transaction('rw', db.users, () => changedRows(db.users, [{ ...ann }, renamed, carl]));
    expect(rows).toEqual([renamed, carl]);
  });

  it('so a sync that brings what is stored wakes no list, and one change wakes it once', async () => {
    const write = (rows: (typeof ann)[]) => () =>
      db.transaction('rw', db.users, async () => {
        await db.users.bulkPut(await changedRows(db.users, rows));
      });
    expect(await answersAround(write([{ ...ann }, { ...bob }]))).toBe(1);
    expect(await answersAround(write([{ ...ann }, { ...bob, fullName: 'Robert' }]))).toBe(2);
    expect((await db.users.get('u-bob'))?.fullName).toBe('Robert');
  });
});
