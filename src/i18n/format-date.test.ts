import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { formatDate } from './format-date.ts';

const zone = process.env.TZ;
afterAll(() => {
  process.env.TZ = zone;
});

/** What the app showed before, through luxon: a moment in the zone, a day alone as that calendar day. */
function luxonDate(iso: string, locale: string, zone?: string): string {
  const time = DateTime.fromISO(iso, zone ? { zone } : {}).setLocale(locale);
  return time.isValid ? time.toLocaleString(DateTime.DATE_FULL) : '';
}

describe('formatDate', () => {
  it('words the terms page date in each language', () => {
    expect(formatDate('2023-06-15', 'en')).toBe('June 15, 2023');
    expect(formatDate('2023-06-15', 'ar')).toMatch(/يونيو/);
  });

  const moments = fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') });

  it.each(['UTC', 'Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'gives the day luxon gives, for a moment and for a day alone, in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      for (const locale of ['en', 'ar']) {
        fc.assert(
          fc.property(moments, (ms) => {
            const moment = new Date(ms).toISOString();
            expect(formatDate(moment, locale)).toBe(luxonDate(moment, locale));
            const day = moment.slice(0, 10);
            expect(formatDate(day, locale)).toBe(luxonDate(day, locale, 'utc'));
          }),
          { numRuns: 300 },
        );
      }
    },
  );

  it('words a day that a zone skipped (Kiritimati went from 30 December 1994 to 1 January 1995)', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatDate('1994-12-31', 'en')).toBe('December 31, 1994');
  });

  it('gives nothing for a date that is not one', () => {
    expect(formatDate('nope', 'en')).toBe('');
    expect(formatDate('2023-13-45', 'en')).toBe('');
    expect(formatDate('2023-02-30', 'en')).toBe('');
  });
});
