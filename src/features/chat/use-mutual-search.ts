import { useEffect, useState } from 'react';
import { useOnline } from '@/data/online.ts';
import { syncMutualsPage } from '@/data/users.ts';

/** How long typing rests before the server is asked. */
const typingPause = 300;

/**
 * While online, asks the server for the mutual followers matching `query`
 * (all of them when blank: its first page, then the next on request) and keeps them in IndexedDB,
 * where the panel's list reads them; offline, the list filters what is kept.
 */
export function useMutualSearch(query: string) {
  const online = useOnline();
  const typed = query.trim();
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setNext(null);
    if (!online) return;
    let current = true;
    const timer = setTimeout(() => {
      syncMutualsPage(typed, null)
        .then((cursor) => current && setNext(cursor))
        .catch(() => undefined);
    }, typingPause);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [online, typed]);

  const loadMore = async () => {
    if (!next) return;
    setLoading(true);
    try {
      setNext(await syncMutualsPage(typed, next));
    } catch {
      setNext(null);
    } finally {
      setLoading(false);
    }
  };
  return { more: online && next !== null, loading, loadMore };
}
