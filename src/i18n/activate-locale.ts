import { i18n } from '@lingui/core';
import { directionOf, localeParam, localeStorageKey, type Locale } from './locales.ts';

/** Loads the catalog, then sets html lang/dir and the cached choice (dates take the locale explicitly). */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../../locales/${locale}/messages.po`)) as typeof import('*.po');
  i18n.loadAndActivate({ locale, messages });
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  // A cookie outranks local storage in detection, so keep an existing one in step.
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${localeParam}=`))) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser the app supports.
    document.cookie = `${localeParam}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }
}
