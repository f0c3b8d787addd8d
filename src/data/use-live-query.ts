import { liveQuery } from 'dexie';
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';
import { sharedLiveQuery } from './shared-live-query.ts';

/**
 * dexie-react-hooks' useLiveQuery, except that each result is drawn as a transition. React then
 * builds what changed in short slices, between which the page stays responsive; an ordinary update
 * draws every screen part that reads the store in one task, and at start-up many reads answer at
 * once.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: TDefault): T | TDefault;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: TDefault): T | TDefault | undefined {
  return useObservable(() => drawnAsTransitions(liveQuery(querier)), deps, defaultResult);
}

/** useLiveQuery for a query that many screen parts read at once: one read of the store serves them all (see sharedLiveQuery). */
export function useSharedLiveQuery<T>(key: string, querier: () => Promise<T> | T): T | undefined {
  return useObservable(() => drawnAsTransitions(sharedLiveQuery(key, querier)), [key]);
}

/** `source`, whose values reach their subscriber inside a transition. */
function drawnAsTransitions<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) => source.subscribe((value) => startTransition(() => onNext(value)), onError),
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => source.getValue?.() as T,
  };
}
