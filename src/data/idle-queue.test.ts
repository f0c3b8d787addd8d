import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, afterNextPaint, whenIdle } from './idle-queue.ts';

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
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a visible page, waits for frames for up to 3 s before giving up on them', () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(2_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts frames only from the first contentful paint on: earlier ones may show only the shell', () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const browser = stubPaintReports();
    const run = vi.fn();
    afterNextPaint(run);
    expect(frames).toHaveLength(0);
    browser.paint();
    frames.shift()?.();
    frames.shift()?.();
    vi.advanceTimersByTime(0);
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

/** A browser whose first contentful paint is reported when `paint()` is called. */
function stubPaintReports() {
  const entries: string[] = [];
  const observers = new Set<() => void>();
  vi.stubGlobal('performance', { getEntriesByName: (name: string) => entries.filter((entry) => entry === name) });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  return {
    paint: () => {
      entries.push('first-contentful-paint');
      for (const observer of [...observers]) observer();
    },
    observers,
  };
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first contentful paint to be reported, then stops listening', () => {
    const browser = stubPaintReports();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).not.toHaveBeenCalled();
    browser.paint();
    expect(run).toHaveBeenCalledTimes(1);
    expect(browser.observers.size).toBe(0);
  });

  it('runs at once when that paint is past', () => {
    const browser = stubPaintReports();
    browser.paint();
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const browser = stubPaintReports();
    const run = vi.fn();
    afterFirstContentfulPaint(run)();
    browser.paint();
    expect(run).not.toHaveBeenCalled();
  });
});
