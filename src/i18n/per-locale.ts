/**
 * `make` run once per language and its result kept: making an Intl formatter costs far more than
 * using one.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
