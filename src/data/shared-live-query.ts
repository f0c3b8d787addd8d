import { liveQuery, type Subscription } from 'dexie';
import type { InteropableObservable } from 'dexie-react-hooks';

interface Listener {
  next: (value: unknown) => void;
  error?: (error: unknown) => void;
}

interface Shared {
  listeners: Set<Listener>;
  subscription: Subscription | null;
  value: unknown;
  hasValue: boolean;
}

const shared = new Map<string, Shared>();

/**
 * One live query for every reader of `key`: a list of cards that each ask whether their post has a
 * change waiting then makes one read of the store and one subscription, not one per card. The query
 * starts with its first reader and stops with its last; a reader that joins meanwhile gets the
 * latest result at once.
 */
export function sharedLiveQuery<T>(key: string, querier: () => Promise<T> | T): InteropableObservable<T> {
  return {
    hasValue: () => shared.get(key)?.hasValue ?? false,
    getValue: () => shared.get(key)?.value as T,
    subscribe: (onNext, onError) => {
      const listener: Listener = { next: onNext as (value: unknown) => void, error: onError };
      let entry = shared.get(key);
      if (entry) {
        entry.listeners.add(listener);
      } else {
        const created: Shared = { listeners: new Set([listener]), subscription: null, value: undefined, hasValue: false };
        shared.set(key, created);
        entry = created;
        created.subscription = liveQuery(querier).subscribe({
          next: (value) => {
            created.value = value;
            created.hasValue = true;
            for (const each of created.listeners) each.next(value);
          },
          error: (error: unknown) => {
            for (const each of created.listeners) each.error?.(error);
          },
        });
      }
      const current = entry;
      return () => {
        current.listeners.delete(listener);
        if (current.listeners.size > 0) return;
        current.subscription?.unsubscribe();
        if (shared.get(key) === current) shared.delete(key);
      };
    },
  };
}
