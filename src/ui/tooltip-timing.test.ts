import { describe, expect, it } from 'vitest';
import { markTooltipClosed, openDelay } from './tooltip-timing.ts';

describe('tooltip timing', () => {
  it('waits 700 ms, or opens at once within 300 ms of another closing', () => {
    expect(openDelay(1_000)).toBe(700);
    markTooltipClosed(10_000);
    expect(openDelay(10_299)).toBe(0);
    expect(openDelay(10_300)).toBe(700);
  });
});
