import { perLocale } from './per-locale.ts';

const dateFormatter = perLocale((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }));

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "June 15, 2023" for `iso` in `locale`, worded as luxon's DATE_FULL words it, through the browser's
 * own formatter so a page that shows one date does not download luxon. A day alone ("2023-06-15")
 * is that day in every zone; a moment is the day it falls on in the browser's zone.
 */
export function formatDate(iso: string, locale: string): string {
  const date = dayOnly.test(iso) ? localDay(iso) : new Date(iso);
  return date === null || Number.isNaN(date.getTime()) ? '' : dateFormatter(locale).format(date);
}

/** Midnight of "2023-06-15" in the browser's zone; null for a day the calendar lacks ("2023-02-30"), which Date would roll over. */
function localDay(iso: string): Date | null {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
