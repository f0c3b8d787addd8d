import { DateTime } from 'luxon';

/** How luxon words `iso`'s age seen from `now`: the reference the app's own Intl wording is tested against. */
export function luxonRelative(iso: string, locale: string, now: DateTime): string {
  const time = DateTime.fromISO(iso).setLocale(locale);
  return time.isValid ? (time.toRelative({ base: now.setLocale(locale), locale }) ?? '') : '';
}
