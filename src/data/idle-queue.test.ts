import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, whenIdle } from './idle-queue.ts';

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

describe('afterNextPaint', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once, in the task after the frame that follows the next one', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    frames.shift()?.();
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    frames.shift()?.();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('still runs when no frame comes (a hidden page)', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    frames.shift()?.();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
