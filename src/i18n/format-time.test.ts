import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { formatDate, formatRelative } from './format-time.ts';

describe('format-time', () => {
  const now = DateTime.fromISO('2025-06-01T12:00:00Z');

  it('gives relative times with a suffix in the active language', () => {
    expect(formatRelative('2025-06-01T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2025-06-01T09:00:00Z', 'ar', now)).toMatch(/قبل/);
  });

  it('formats dates per language', () => {
    expect(formatDate('2023-06-15', 'en')).toBe('June 15, 2023');
    expect(formatDate('2023-06-15', 'ar')).toMatch(/يونيو/);
  });

  it('returns nothing for a bad date', () => {
    expect(formatRelative('nope', 'en', now)).toBe('');
  });
});
