import { formatRelativeTime } from '@/i18n/relative-time-format.ts';

/** "3 hours ago" for `iso` in `locale`, through the browser's own formatter (no date library to wait for). */
export function useRelativeTime(iso: string, locale: string): string {
  return formatRelativeTime(iso, locale);
}
