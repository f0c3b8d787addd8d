import { perLocale } from './per-locale.ts';

export const relativeTimeFormatter = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' }));

/** `date` moved by whole months in its zone, on the same day or the month's last (31 January + 1 month is 28 or 29 February). */
function plusMonths(date: Date, months: number): number {
  const moved = new Date(date.getTime());
  const day = date.getDate();
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(day, lastDay));
  return moved.getTime();
}

/** Whole calendar months from `earlier` to `later`. */
function wholeMonths(earlier: Date, later: Date): number {
  let months = (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  if (plusMonths(earlier, months) > later.getTime()) months -= 1;
  return months;
}

/** `date` moved by whole days in its zone; a time the clocks skip lands as far past the change. */
function plusDays(date: Date, days: number): number {
  const moved = new Date(date.getTime());
  moved.setDate(moved.getDate() + days);
  return moved.getTime();
}

/**
 * Whole days from `earlier` to `later`: the calendar days between them, less one for each that would
 * pass `later`. Around a clock change a day has 23 or 25 hours, so this differs from elapsed time.
 */
function wholeDays(earlier: Date, later: Date): number {
  const calendarDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  let days = Math.round((calendarDay(later) - calendarDay(earlier)) / 86_400_000);
  while (days > 0 && plusDays(earlier, days) > later.getTime()) days -= 1;
  return days;
}

/**
 * "3 hours ago" for `iso` in `locale`, worded as luxon's toRelative words it (the largest whole unit
 * among years, months, days, hours, minutes and seconds, cut towards zero) through the browser's
 * own formatter, so a list of posts needs neither luxon's download nor its start-up.
 */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const past = time < now;
  const earlier = new Date(past ? time : now);
  const later = new Date(past ? now : time);
  const sign = past ? -1 : 1;
  const format = relativeTimeFormatter(locale);
  const months = wholeMonths(earlier, later);
  if (months >= 12) return format.format(sign * Math.trunc(months / 12), 'year');
  if (months >= 1) return format.format(sign * months, 'month');
  const days = wholeDays(earlier, later);
  if (days >= 1) return format.format(sign * days, 'day');
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  if (seconds >= 3600) return format.format(sign * Math.trunc(seconds / 3600), 'hour');
  if (seconds >= 60) return format.format(sign * Math.trunc(seconds / 60), 'minute');
  return format.format(past ? -seconds : seconds, 'second');
}

/** Has the browser set up `locale`'s relative time formats, which takes a while on a phone the first time. */
export function prepareRelativeTime(locale: string): void {
  relativeTimeFormatter(locale).format(0, 'second');
}
