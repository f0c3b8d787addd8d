import { describe, expect, it } from 'vitest';
import { isMalformedToken } from './reset-link.ts';

describe('isMalformedToken', () => {
  it('refuses what no mailed link could carry, and leaves the rest to the server', () => {
    expect(isMalformedToken('short')).toBe(true);
    expect(isMalformedToken('x'.repeat(201))).toBe(true);
    expect(isMalformedToken('Zk3_-q'.repeat(7))).toBe(false);
  });
});
