import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFlushLock } from './lock.ts';

/** navigator.locks with one lock that can be held from outside, as another tab or the worker would. */
function fakeLocks() {
  const asked: Array<{ name: string; ifAvailable: boolean | undefined }> = [];
  let heldElsewhere = false;
  const locks = {
    async request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: { name: string } | null) => Promise<T>) {
      asked.push({ name, ifAvailable: options.ifAvailable });
      return callback(heldElsewhere && options.ifAvailable ? null : { name });
    },
  };
  vi.stubGlobal('navigator', { locks });
  return { asked, holdElsewhere: (held: boolean) => (heldElsewhere = held) };
}

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

afterEach(() => vi.unstubAllGlobals());

describe('withFlushLock over Web Locks', () => {
  it('runs the task when the lock is free, asking only if available', async () => {
    const { asked } = fakeLocks();
    const task = vi.fn(async () => undefined);
    expect(await withFlushLock(task)).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([{ name: 'pawpals-outbox-flush', ifAvailable: true }]);
  });

  it('skips the task when another tab or the worker holds the lock', async () => {
    const { holdElsewhere } = fakeLocks();
    holdElsewhere(true);
    const task = vi.fn(async () => undefined);
    expect(await withFlushLock(task)).toBe(false);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits for the lock instead when told to', async () => {
    const { asked, holdElsewhere } = fakeLocks();
    holdElsewhere(true);
    const task = vi.fn(async () => undefined);
    expect(await withFlushLock(task, { wait: true })).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([{ name: 'pawpals-outbox-flush', ifAvailable: false }]);
  });
});

describe('withFlushLock without Web Locks', () => {
  it('skips a second task while the first runs, then runs the next one', async () => {
    vi.stubGlobal('navigator', {});
    const first = gate();
    const running = withFlushLock(() => first.opened);
    const second = vi.fn(async () => undefined);
    expect(await withFlushLock(second)).toBe(false);
    expect(second).not.toHaveBeenCalled();
    first.open();
    expect(await running).toBe(true);
    expect(await withFlushLock(second)).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('lets a waiting task run after the one holding the lock, never beside it', async () => {
    vi.stubGlobal('navigator', {});
    const first = gate();
    const order: string[] = [];
    const running = withFlushLock(async () => {
      order.push('first starts');
      await first.opened;
      order.push('first ends');
    });
    const waiting = withFlushLock(
      async () => {
        order.push('second');
      },
      { wait: true },
    );
    await Promise.resolve();
    first.open();
    expect(await Promise.all([running, waiting])).toEqual([true, true]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it('frees the lock when the task fails', async () => {
    vi.stubGlobal('navigator', {});
    await expect(withFlushLock(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withFlushLock(async () => undefined)).toBe(true);
  });
});
