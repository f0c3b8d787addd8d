import { useMemo } from 'react';
import type { Loadable } from '@/data/locations.ts';
import type { Option } from '@/ui/form/match-options.ts';

/**
 * A place list as combobox options, with what the field says while it loads or
 * after it failed. `toOption` must be stable (defined outside the component).
 */
export function usePlaceOptions<T>(places: Loadable<readonly T[]>, toOption: (place: T) => Option, texts: { loading: string; failed: string }) {
  const options = useMemo(() => (places.status === 'ready' ? places.data.map(toOption) : []), [places, toOption]);
  const hint = places.status === 'loading' ? texts.loading : places.status === 'error' ? texts.failed : undefined;
  return { options, hint, disabled: places.status !== 'ready' };
}
