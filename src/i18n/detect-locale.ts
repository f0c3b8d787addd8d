import { defaultLocale, localeParam, localeStorageKey, toLocale, type Locale } from './locales.ts';

export interface LocaleSources {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | undefined;
  sessionStorage: Pick<Storage, 'getItem'> | undefined;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function safeGet(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The language from the query string, cookie, local storage, session storage, browser, then html lang. */
export function detectLocale(sources: LocaleSources): Locale {
  const candidates = [
    new URLSearchParams(sources.search).get(localeParam),
    cookieValue(sources.cookie, localeParam),
    safeGet(sources.localStorage, localeStorageKey),
    safeGet(sources.sessionStorage, localeStorageKey),
    ...sources.navigatorLanguages,
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return defaultLocale;
}

export function browserLocaleSources(): LocaleSources {
  const storage = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
    navigatorLanguages: navigator.languages ?? [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}
