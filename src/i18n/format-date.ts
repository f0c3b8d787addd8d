import { perLocale } from './per-locale.ts';

const wording = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const dateFormatter = perLocale((locale) => new Intl.DateTimeFormat(locale, wording));
/** Days alone are kept and worded in UTC, where every calendar day exists (some zones skipped one). */
const dayFormatter = perLocale((locale) => new Intl.DateTimeFormat(locale, { ...wording, timeZone: 'UTC' }));

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "June 15, 2023" for `iso` in `locale`, worded as luxon's DATE_FULL words it, through the browser's
 * own formatter so a page that shows one date does not download luxon. A day alone ("2023-06-15")
 * is that day in every zone; a moment is the day it falls on in the browser's zone.
 */
export function formatDate(iso: string, locale: string): string {
  if (dayOnly.test(iso)) {
    const day = calendarDay(iso);
    return day === null ? '' : dayFormatter(locale).format(day);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter(locale).format(date);
}

/** "2023-06-15" at midnight UTC; null for a day the calendar lacks ("2023-02-30"), which Date would roll over. */
function calendarDay(iso: string): Date | null {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
