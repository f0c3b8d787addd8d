import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle-queue.ts';

describe('whenIdle', () => {
  let idle: Array<{ callback: () => void; timeout: number | undefined }>;
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      idle.push({ callback, timeout: options?.timeout });
      return idle.length;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const fireIdle = () => idle.shift()?.callback();

  it('runs queued tasks one per idle period, in order', () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('a'));
    whenIdle(() => ran.push('b'));
    expect(ran).toEqual([]);
    fireIdle();
    expect(ran).toEqual(['a']);
    fireIdle();
    expect(ran).toEqual(['a', 'b']);
    expect(idle).toHaveLength(0);
  });

  it('skips a cancelled task and still runs the next', () => {
    const ran: string[] = [];
    const cancel = whenIdle(() => ran.push('a'));
    whenIdle(() => ran.push('b'));
    cancel();
    fireIdle();
    expect(ran).toEqual(['b']);
  });

  it('asks for a deadline, so a task waits at most about two seconds', () => {
    whenIdle(() => undefined);
    expect(idle[0]?.timeout).toBeGreaterThan(0);
    expect(idle[0]?.timeout).toBeLessThanOrEqual(2_000);
    fireIdle();
  });

  it('keeps going after a task throws', () => {
    const ran: string[] = [];
    whenIdle(() => {
      throw new Error('broken');
    });
    whenIdle(() => ran.push('b'));
    expect(fireIdle).toThrow('broken');
    fireIdle();
    expect(ran).toEqual(['b']);
  });
});
