import { useEffect, useState } from 'react';
import type { formatRelative as FormatRelative } from '@/i18n/format-time.ts';

// The date library is not part of the list's first load: a list asks for it once it has drawn
// (loadRelativeTime), and it is almost always there before the first post is, so the time shows
// at once; a lone post asks for it when it first draws.
let format: typeof FormatRelative | null = null;
let loading: Promise<typeof FormatRelative> | null = null;

/** Starts loading the date library (once) and resolves with its relative-time formatter. */
export function loadRelativeTime(): Promise<typeof FormatRelative> {
  loading ??= import('@/i18n/format-time.ts').then((module) => {
    format = module.formatRelative;
    return module.formatRelative;
  });
  return loading;
}

/** "3 hours ago" for `iso` in `locale`, or nothing for the moment the date library is still loading. */
export function useRelativeTime(iso: string, locale: string): string {
  const [loaded, setLoaded] = useState<typeof FormatRelative | null>(() => format);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loadRelativeTime().then((ready) => {
      if (current) setLoaded(() => ready);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded ? loaded(iso, locale) : '';
}

/** Has the date library format once in `locale`, which sets up the browser's date formats. */
export function prepareRelativeTime(locale: string): Promise<void> {
  return loadRelativeTime().then((ready) => void ready(new Date().toISOString(), locale));
}
