import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatRelative } from './format-time.ts';

describe('format-time', () => {
  const now = DateTime.fromISO('2025-06-01T12:00:00Z');

  it('gives relative times with a suffix in the active language', () => {
    expect(formatRelative('2025-06-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2025-06-01T09:00:00Z', 'ar', now)).toMatch(/قبل/);
  });

  it('returns nothing for a bad date', () => {
    expect(formatRelative('nope', 'en', now)).toBe('');
  });
});
