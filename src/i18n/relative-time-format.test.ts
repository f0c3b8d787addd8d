import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { formatRelativeTime } from './relative-time-format.ts';
import { luxonRelative } from './test-luxon-relative.ts';

const zone = process.env.TZ;
afterAll(() => {
  process.env.TZ = zone;
});

describe('formatRelativeTime', () => {
  // Within two days, two months or 40 years either side of a moment, to the millisecond.
  const within = (ms: number) => fc.integer({ min: -ms, max: ms });
  const offsets = fc.oneof(within(2 * 86_400_000), within(62 * 86_400_000), within(40 * 365 * 86_400_000));
  const nows = fc.integer({ min: Date.parse('2001-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') });

  it.each(['UTC', 'Europe/Berlin', 'America/Santiago', 'Asia/Kolkata'])('words every age as luxon does, in %s', (timeZone) => {
    process.env.TZ = timeZone;
    for (const locale of ['en', 'ar']) {
      fc.assert(
        fc.property(nows, offsets, (now, offset) => {
          const iso = new Date(now - offset).toISOString();
          expect(formatRelativeTime(iso, locale, now)).toBe(luxonRelative(iso, locale, DateTime.fromMillis(now)));
        }),
        { numRuns: 1000 },
      );
    }
  });

  it('words the short ages and the edges of a month as luxon does', () => {
    process.env.TZ = 'Europe/Berlin';
    const now = Date.parse('2025-03-31T10:00:00Z');
    for (const ago of [
      0,
      999,
      1000,
      59_999,
      60_000,
      3_599_999,
      3_600_000,
      86_399_999,
      86_400_000,
      30 * 86_400_000,
      31 * 86_400_000,
      365 * 86_400_000,
    ]) {
      const iso = new Date(now - ago).toISOString();
      expect(formatRelativeTime(iso, 'en', now)).toBe(luxonRelative(iso, 'en', DateTime.fromMillis(now)));
    }
  });

  it('returns nothing for a bad date', () => {
    expect(formatRelativeTime('nope', 'en')).toBe('');
  });
});
