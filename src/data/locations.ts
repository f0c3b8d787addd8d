import { useEffect, useRef, useState } from 'react';
import type { Country } from '@/contract/entities.ts';
import { getCities } from './api/cities.ts';
import { getCountries } from './api/countries.ts';
import { onReachability } from './reachability.ts';
import { failureOf } from './transport/call-failure.ts';

/** `offline` on an error: no answer came, and the list loads again by itself once the connection returns. */
export type Loadable<T> = { status: 'idle' | 'loading' } | { status: 'error'; offline: boolean } | { status: 'ready'; data: T };

/** While offline, a failed list is also tried again this often, for links that come back without an `online` event. */
const retryEveryMs = 10_000;

function useLoad<T>(key: string | null, load: (key: string) => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loading = useRef(false);
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    // A retry of the same list keeps its error on screen until an answer comes, so nothing flickers.
    const retrying = loadedKey.current === key;
    loadedKey.current = key;
    setState((previous) => (retrying && previous.status === 'error' ? previous : { status: 'loading' }));
    loading.current = true;
    load(key)
      .then(
        (data) => live && setState({ status: 'ready', data }),
        (error: unknown) => live && setState({ status: 'error', offline: failureOf(error).kind === 'network' }),
      )
      .finally(() => {
        if (live) loading.current = false;
      });
    return () => {
      live = false;
      loading.current = false;
    };
  }, [key, load, attempt]);

  const offline = state.status === 'error' && state.offline;
  useEffect(() => {
    if (!offline) return;
    const retry = () => {
      if (!loading.current) setAttempt((count) => count + 1);
    };
    window.addEventListener('online', retry);
    const stopListening = onReachability((answered) => answered && retry());
    const timer = setInterval(retry, retryEveryMs);
    return () => {
      window.removeEventListener('online', retry);
      stopListening();
      clearInterval(timer);
    };
  }, [offline]);
  return state;
}

export const useCountries = (lang: string) => useLoad<Country[]>(lang, getCountries);
export const useCities = (iso2: string | null) => useLoad<string[]>(iso2, getCities);
