// Making a formatter costs far more than using one: one per language, made when first needed.
const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatterFor(locale: string): Intl.RelativeTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' });
    formatters.set(locale, format);
  }
  return format;
}

/**
 * "2 hours ago", "1 day ago" for the sample posts, worded as the app's luxon-based formatRelative
 * words them (the largest whole unit, numeric), through the browser's own Intl formatter: the
 * landing's three fixed ages do not need luxon's download and start-up.
 */
export function hoursAgo(hours: number, locale: string): string {
  const format = formatterFor(locale);
  return hours >= 24 ? format.format(-Math.trunc(hours / 24), 'day') : format.format(-Math.trunc(hours), 'hour');
}

/** The machine-readable time of a post made `hours` ago. */
export const hoursAgoISO = (hours: number, now = Date.now()): string => new Date(now - hours * 3_600_000).toISOString();
