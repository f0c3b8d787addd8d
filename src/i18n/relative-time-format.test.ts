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

  it('counts the days across a clock change as luxon does, where a day has 23 or 25 hours', () => {
    const hour = 3_600_000;
    const changes = [
      // Santiago skips midnight to 01:00 (the case random ages found), Berlin 02:00 to 03:00, and back.
      { zone: 'America/Santiago', at: Date.parse('2028-09-03T04:00:00Z') },
      { zone: 'Europe/Berlin', at: Date.parse('2025-03-30T01:00:00Z') },
      { zone: 'Europe/Berlin', at: Date.parse('2025-10-26T01:00:00Z') },
    ];
    const nowsAround = [-2 * hour, -1, 0, 1, hour, 2 * hour, 23 * hour, 25 * hour];
    const ages = [22 * hour, 23 * hour, 23 * hour + 1, 24 * hour, 24 * hour + 1, 25 * hour, 25 * hour + 1, 47 * hour, 48 * hour, 49 * hour];
    for (const { zone, at } of changes) {
      process.env.TZ = zone;
      for (const now of nowsAround.map((shift) => at + shift)) {
        for (const age of ages) {
          const iso = new Date(now - age).toISOString();
          expect(formatRelativeTime(iso, 'en', now), `${age / hour} h before ${new Date(now).toISOString()} in ${zone}`).toBe(
            luxonRelative(iso, 'en', DateTime.fromMillis(now)),
          );
        }
      }
    }
  });

  it('returns nothing for a bad date', () => {
    expect(formatRelativeTime('nope', 'en')).toBe('');
  });
});
