import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import { sharedLiveQuery } from './shared-live-query.ts';

/** Resolves with the next value `listen` is given. */
function nextValue<T>(listen: (onNext: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => listen(resolve));
}

describe('sharedLiveQuery', () => {
  // Open before counting reads: a live query's first read, if it opens the database, runs twice.
  beforeAll(() => db.open());
  afterEach(async () => {
    await db.meta.clear();
  });

  it('reads the store once for all its readers, and each reader gets every new result', async () => {
    const querier = vi.fn(() => db.meta.count());
    const first: number[] = [];
    const second: number[] = [];
    /** A reader that keeps every result in `seen` and resolves with its first. */
    const reader = (seen: number[]) =>
      nextValue<number>((resolve) =>
        sharedLiveQuery('count', querier).subscribe((value) => {
          seen.push(value);
          resolve(value);
        }),
      );
    const firstSeen = reader(first);
    const secondSeen = reader(second);
    expect(await firstSeen).toBe(0);
    expect(await secondSeen).toBe(0);
    expect(querier).toHaveBeenCalledTimes(1);

    await db.meta.put({ key: 'a', value: 1 });
    await vi.waitFor(() => expect(first).toEqual([0, 1]));
    expect(second).toEqual([0, 1]);
    expect(querier).toHaveBeenCalledTimes(2);
  });

  it('gives a reader that joins later the latest result at once', async () => {
    const unsubscribe = sharedLiveQuery('late', () => db.meta.count()).subscribe(() => undefined);
    await vi.waitFor(() => expect(sharedLiveQuery('late', () => db.meta.count()).hasValue?.()).toBe(true));
    expect(sharedLiveQuery('late', () => db.meta.count()).getValue?.()).toBe(0);
    (unsubscribe as () => void)();
  });

  it('stops reading when its last reader leaves, and starts again for the next', async () => {
    const querier = vi.fn(() => db.meta.count());
    const stopFirst = sharedLiveQuery('stop', querier).subscribe(() => undefined) as () => void;
    const stopSecond = sharedLiveQuery('stop', querier).subscribe(() => undefined) as () => void;
    await vi.waitFor(() => expect(querier).toHaveBeenCalledTimes(1));
    stopFirst();
    await db.meta.put({ key: 'b', value: 2 });
    await vi.waitFor(() => expect(querier).toHaveBeenCalledTimes(2));
    stopSecond();
    expect(sharedLiveQuery('stop', querier).hasValue?.()).toBe(false);
    await db.meta.put({ key: 'c', value: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(querier).toHaveBeenCalledTimes(2);

    const seen = await nextValue<number>((resolve) => sharedLiveQuery('stop', querier).subscribe(resolve));
    expect(seen).toBe(2);
    expect(querier).toHaveBeenCalledTimes(3);
  });

  it('tells every reader when the query fails', async () => {
    const failing = () => Promise.reject(new Error('broken'));
    const errors = await Promise.all([
      nextValue<unknown>((resolve) => sharedLiveQuery('fails', failing).subscribe(() => undefined, resolve)),
      nextValue<unknown>((resolve) => sharedLiveQuery('fails', failing).subscribe(() => undefined, resolve)),
    ]);
    expect(errors.map((error) => (error as Error).message)).toEqual(['broken', 'broken']);
  });
});
