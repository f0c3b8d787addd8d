import { useEffect, useState } from 'react';
import type { Country } from '@/contract/entities.ts';
import { getCities } from './api/cities.ts';
import { getCountries } from './api/countries.ts';

export type Loadable<T> = { status: 'idle' | 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

function useLoad<T>(key: string | null, load: (key: string) => Promise<T>): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'idle' });
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load(key).then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  return state;
}

export const useCountries = (lang: string) => useLoad<Country[]>(lang, getCountries);
export const useCities = (iso2: string | null) => useLoad<string[]>(iso2, getCities);
