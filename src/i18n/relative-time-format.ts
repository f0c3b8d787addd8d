import { perLocale } from './per-locale.ts';

export const relativeTimeFormatter = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' }));

/** The wall-clock time of `ms` in the browser's zone, as milliseconds: whole days step by it across a clock change. */
const wallClock = (ms: number) => ms - new Date(ms).getTimezoneOffset() * 60_000;

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
  const days = Math.trunc((wallClock(later.getTime()) - wallClock(earlier.getTime())) / 86_400_000);
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
