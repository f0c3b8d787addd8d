export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Where the chosen language is cached and read back (lng query param and cookie use the same name). */
export const localeParam = 'lng';
export const localeStorageKey = 'pawpals.lng';

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** "ar-EG" → "ar"; anything unsupported → undefined. */
export function toLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return locales.find((l) => l === base);
}
