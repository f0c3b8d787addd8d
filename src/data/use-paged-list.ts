import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './api/list-page.ts';
import { failureOf } from './transport/call-failure.ts';

export type PagedListState<T> =
  | { status: 'loading' }
  | { status: 'failed'; httpStatus: number | null }
  | { status: 'ready'; items: T[]; next: string | null; loadingMore: boolean; moreFailed: boolean };

export interface PagedList<T> {
  state: PagedListState<T>;
  loadMore: () => void;
  /** From the first page again (after an action changed the list). */
  reload: () => void;
}

/**
 * A server list read page by page while a screen shows it, kept in memory
 * only: for lists that are not mirrored on the device. `key` names the list;
 * a new key starts over.
 */
export function usePagedList<T>(key: string, loadPage: (before: string | null) => Promise<Page<T>>): PagedList<T> {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const generation = useRef(0);
  const load = useRef(loadPage);
  load.current = loadPage;
  const shown = useRef(state);
  shown.current = state;

  useEffect(() => {
    const mine = ++generation.current;
    load.current(null).then(
      (page) => mine === generation.current && setState({ status: 'ready', ...page, loadingMore: false, moreFailed: false }),
      (error: unknown) => mine === generation.current && setState({ status: 'failed', httpStatus: failureOf(error).status }),
    );
  }, [key, round]);

  const loadMore = useCallback(() => {
    const current = shown.current;
    if (current.status !== 'ready' || current.next === null || current.loadingMore) return;
    const mine = generation.current;
    setState({ ...current, loadingMore: true, moreFailed: false });
    load.current(current.next).then(
      (page) =>
        mine === generation.current &&
        setState((now) => (now.status === 'ready' ? { ...now, items: [...now.items, ...page.items], next: page.next, loadingMore: false } : now)),
      () => mine === generation.current && setState((now) => (now.status === 'ready' ? { ...now, loadingMore: false, moreFailed: true } : now)),
    );
  }, []);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((value) => value + 1);
  }, []);

  return { state, loadMore, reload };
}
