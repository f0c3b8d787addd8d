import { useEffect, useState } from 'react';
import type { formatRelative as FormatRelative } from '@/i18n/format-time.ts';

// The date library loads beside the list rather than before it: it starts downloading when this
// module runs and is almost always there before the first post is, so the time shows at once.
let format: typeof FormatRelative | null = null;
const loading = import('@/i18n/format-time.ts').then((module) => {
  format = module.formatRelative;
  return module.formatRelative;
});

/** "3 hours ago" for `iso` in `locale`, or nothing for the moment the date library is still loading. */
export function useRelativeTime(iso: string, locale: string): string {
  const [loaded, setLoaded] = useState<typeof FormatRelative | null>(() => format);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loading.then((ready) => {
      if (current) setLoaded(() => ready);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded ? loaded(iso, locale) : '';
}

/** Loads the date library and has it format once in `locale`, which sets up the browser's formats. */
export function prepareRelativeTime(locale: string): Promise<void> {
  return loading.then((ready) => void ready(new Date().toISOString(), locale));
}
