import type { MailLanguage } from './languages.ts';

/** "in 30 minutes", "in 24 hours", "خلال ساعتين": whole hours are said in hours; Intl words the plural forms of each language. */
export function expiresIn(language: MailLanguage, minutes: number): string {
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return minutes % 60 === 0 ? words.format(minutes / 60, 'hour') : words.format(minutes, 'minute');
}

/**
 * A moment as the reader's language writes it, in UTC and saying so: the
 * server does not know the reader's time zone.
 */
export function dateTime(language: MailLanguage, iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) throw new Error(`not a date: ${iso}`);
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(moment);
  return `${text} (UTC)`;
}
