const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    formatters.set(locale, format);
  }
  return format;
}

const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "June 15, 2023" for `iso` in `locale`, worded as luxon's DATE_FULL words it, through the browser's
 * own formatter so a page that shows one date does not download luxon. A day alone ("2023-06-15")
 * is that day in every zone; a moment is the day it falls on in the browser's zone.
 */
export function formatDate(iso: string, locale: string): string {
  const day = dayOnly.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter(locale).format(date);
}
