import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../idle-queue.ts';
import { syncPostPage, type PageWindow, type PostList } from './post-pages.ts';

export interface PostPages {
  loadMore: () => void;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}

/** Infinite loading by cursor: the first page on open (to refresh what is stored), then each next page on demand; nothing for a null list. */
export function usePostPages(list: PostList | null): PostPages {
  const key = list === null ? null : list.kind === 'all' ? 'all' : `${list.kind}:${list.id}`;
  const span = useRef<PageWindow | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);
  const [state, setState] = useState({ loading: true, failed: false, hasMore: true });
  const listRef = useRef(list);
  listRef.current = list;

  const load = useCallback(() => {
    const current = span.current;
    const list = listRef.current;
    if (busy.current || current === null || list === null) return;
    const mine = generation.current;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    syncPostPage(list, current).then(
      (result) => {
        if (mine !== generation.current) return;
        span.current = result.next === null ? null : { cursor: result.next, newerThan: result.oldest };
        busy.current = false;
        setState({ loading: false, failed: false, hasMore: result.next !== null });
      },
      () => {
        if (mine !== generation.current) return;
        busy.current = false;
        setState((s) => ({ ...s, loading: false, failed: true }));
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    span.current = key === null ? null : { cursor: null, newerThan: null };
    busy.current = false;
    if (key === null) {
      setState({ loading: false, failed: false, hasMore: false });
      return;
    }
    // The screen shows what is stored first; the refresh is asked for once that is drawn.
    return afterNextPaint(load);
  }, [key, load]);

  return { loadMore: load, ...state };
}
