import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo-size.ts';
import { keepsOriginal } from './keep-original.ts';

describe('fitWithin', () => {
  it('brings a phone photo to 2048 px on its longest edge, keeping its proportions', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a smaller photo', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 10, 2048)).toEqual({ width: 2048, height: 10 });
  });

  it('keeps a very thin photo at least one pixel wide', () => {
    expect(fitWithin(10000, 2, 2048)).toEqual({ width: 2048, height: 1 });
  });
});

describe('keepsOriginal', () => {
  const small = { width: 800, height: 600, bytes: 50_000, carriesMetadata: false };

  it('keeps a small clean photo smaller than its re-encoding', () => {
    expect(keepsOriginal(small, 60_000, 2048)).toBe(true);
  });

  it('re-encodes when the re-encoding is smaller, the photo too large, or it carries metadata', () => {
    expect(keepsOriginal(small, 40_000, 2048)).toBe(false);
    expect(keepsOriginal({ ...small, width: 4032 }, 60_000, 2048)).toBe(false);
    expect(keepsOriginal({ ...small, carriesMetadata: true }, 60_000, 2048)).toBe(false);
  });
});
