import { DateTime } from 'luxon';

/** "3 hours ago" in the given language (relative times carry a suffix). */
export function formatRelative(iso: string, locale: string, now: DateTime = DateTime.now()): string {
  const time = DateTime.fromISO(iso).setLocale(locale);
  if (!time.isValid) return '';
  return time.toRelative({ base: now.setLocale(locale), locale }) ?? '';
}

export function formatDateTime(iso: string, locale: string): string {
  const time = DateTime.fromISO(iso).setLocale(locale);
  return time.isValid ? time.toLocaleString(DateTime.DATETIME_MED) : '';
}
