import { describe, expect, it } from 'vitest';
import { readBatches } from '../../src/repositories/read-batches.ts';

/** A load function whose batches the test answers by hand, in any order. */
function manualLoads() {
  const batches: { keys: readonly number[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const loader = readBatches<number, string>(
    (keys) =>
      new Promise((resolve, reject) => {
        batches.push({ keys, answer: () => resolve(keys.map((key) => `value ${key}`)), fail: reject });
      }),
  );
  return { loader, batches };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readBatches', () => {
  it('sends a load at once when the database is not busy', async () => {
    const { loader, batches } = manualLoads();
    const answer = loader.load(1);
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);
    batches[0]!.answer();
    expect(await answer).toBe('value 1');
  });

  it('gathers loads that arrive while a batch runs into one batch, sent when it finishes', async () => {
    const { loader, batches } = manualLoads();
    const first = loader.load(1);
    await settle();
    const waiting = [2, 3, 4].map((key) => loader.load(key));
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);

    batches[0]!.answer();
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.answer();
    expect(await Promise.all([first, ...waiting])).toEqual(['value 1', 'value 2', 'value 3', 'value 4']);
  });

  it('never answers a load from a read that began before the load arrived', async () => {
    const { loader, batches } = manualLoads();
    const early = loader.load(7);
    await settle();
    const late = loader.load(7);
    await settle();
    expect(batches).toHaveLength(1);
    batches[0]!.answer();
    expect(await early).toBe('value 7');
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[7], [7]]);
    batches[1]!.answer();
    expect(await late).toBe('value 7');
  });

  it('a failed batch fails its own loads only, and the next batches still go out', async () => {
    const { loader, batches } = manualLoads();
    const failing = loader.load(1);
    await settle();
    const gathered = loader.load(2);
    await settle();
    batches[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2]]);
    batches[1]!.answer();
    expect(await gathered).toBe('value 2');
    const afterwards = loader.load(3);
    await settle();
    batches[2]!.answer();
    expect(await afterwards).toBe('value 3');
  });

  it('splits a crowd into batches of at most 100 loads', async () => {
    const { loader, batches } = manualLoads();
    const running = loader.load(0);
    await settle();
    const crowd = Array.from({ length: 150 }, (_, index) => loader.load(index + 1));
    await settle();
    batches[0]!.answer();
    await settle();
    expect(batches.map((batch) => batch.keys.length)).toEqual([1, 100]);
    batches[1]!.answer();
    await settle();
    expect(batches.map((batch) => batch.keys.length)).toEqual([1, 100, 50]);
    batches[2]!.answer();
    expect(await Promise.all([running, ...crowd])).toHaveLength(151);
  });
});
