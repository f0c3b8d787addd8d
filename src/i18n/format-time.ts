import { DateTime } from 'luxon';

/** "Jun 1, 2025, 12:00 PM" for `iso` in `locale`, in the browser's zone; nothing for a bad date. */
export function formatDateTime(iso: string, locale: string): string {
  const time = DateTime.fromISO(iso).setLocale(locale);
  return time.isValid ? time.toLocaleString(DateTime.DATETIME_MED) : '';
}
