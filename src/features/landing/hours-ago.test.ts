import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { luxonRelative } from '@/i18n/test-luxon-relative.ts';
import { hoursAgo, hoursAgoISO } from './hours-ago.ts';

describe('hoursAgo', () => {
  // The sample posts are 2, 9 and 26 hours old (sample-posts.ts); the rest are the edges.
  it.each(['en', 'ar'])('words each age as luxon does in %s', (locale) => {
    const now = DateTime.now();
    for (const hours of [2, 9, 26, 1, 23, 24, 48]) {
      const iso = now.minus({ hours }).toISO() ?? '';
      expect(hoursAgo(hours, locale)).toBe(luxonRelative(iso, locale, now));
    }
  });

  it('says hours below a day and days from one day on', () => {
    expect(hoursAgo(2, 'en')).toBe('2 hours ago');
    expect(hoursAgo(26, 'en')).toBe('1 day ago');
  });

  it('dates the post the given hours back', () => {
    const now = Date.UTC(2026, 0, 2, 12);
    expect(hoursAgoISO(26, now)).toBe('2026-01-01T10:00:00.000Z');
  });
});
