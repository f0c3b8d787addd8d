import { describe, expect, it } from 'vitest';
import { detectLocale, type LocaleSources } from './detect-locale.ts';

const store = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const none: LocaleSources = {
  search: '',
  cookie: '',
  localStorage: store({}),
  sessionStorage: store({}),
  navigatorLanguages: [],
  htmlLang: null,
};

describe('detectLocale', () => {
  it('defaults to English', () => {
    expect(detectLocale(none)).toBe('en');
  });

  it('follows the order query, cookie, local, session, browser, html', () => {
    const all: LocaleSources = {
      search: '?lng=ar',
      cookie: 'lng=en',
      localStorage: store({ 'pawpals.lng': 'en' }),
      sessionStorage: store({ 'pawpals.lng': 'en' }),
      navigatorLanguages: ['en-US'],
      htmlLang: 'en',
    };
    expect(detectLocale(all)).toBe('ar');
    expect(detectLocale({ ...all, search: '' })).toBe('en');
    expect(detectLocale({ ...none, cookie: 'a=b; lng=ar' })).toBe('ar');
    expect(detectLocale({ ...none, localStorage: store({ 'pawpals.lng': 'ar' }) })).toBe('ar');
    expect(detectLocale({ ...none, sessionStorage: store({ 'pawpals.lng': 'ar' }) })).toBe('ar');
    expect(detectLocale({ ...none, navigatorLanguages: ['fr-FR', 'ar-EG'] })).toBe('ar');
    expect(detectLocale({ ...none, htmlLang: 'ar' })).toBe('ar');
  });

  it('skips unsupported values', () => {
    expect(detectLocale({ ...none, search: '?lng=de', cookie: 'lng=ar' })).toBe('ar');
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLocale({ ...none, localStorage: throwing, htmlLang: 'ar' })).toBe('ar');
  });
});
