import { relativeTimeFormatter } from '@/i18n/relative-time-format.ts';

/**
 * "2 hours ago", "1 day ago" for the sample posts, worded as luxon's toRelative
 * words them (the largest whole unit, numeric), through the browser's own Intl formatter.
 */
export function hoursAgo(hours: number, locale: string): string {
  const format = relativeTimeFormatter(locale);
  return hours >= 24 ? format.format(-Math.trunc(hours / 24), 'day') : format.format(-Math.trunc(hours), 'hour');
}

/** The machine-readable time of a post made `hours` ago. */
export const hoursAgoISO = (hours: number, now = Date.now()): string => new Date(now - hours * 3_600_000).toISOString();
