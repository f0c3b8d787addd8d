import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '@/contract/entities.ts';
import { db } from '@/data/db.ts';
import { useOnline } from '@/data/online.ts';
import { searchStoredPosts, syncSearchPage } from '@/data/post-search.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { useLiveQuery } from '@/data/use-live-query.ts';

/** How many stored posts an offline search shows. */
const storedMatchesShown = 50;

type Status = 'idle' | 'loading' | 'ready' | 'offline' | 'failed';

export interface PostSearch {
  status: Status;
  /** The matches to show: the server's, best first, or offline the stored ones, newest first; undefined while read. */
  posts: Post[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface Found {
  status: Status;
  ids: string[];
  next: string | null;
}

const idle: Found = { status: 'idle', ids: [], next: null };

/**
 * The server's matches for the words, kept in IndexedDB so the cards show
 * later likes and edits; without a connection, the posts stored on the
 * device that hold the words, until the connection returns.
 */
export function usePostSearch(words: string): PostSearch {
  const online = useOnline();
  const [found, setFound] = useState<Found>(idle);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setLoadingMore(false);
    if (!words) {
      setFound(idle);
      return;
    }
    setFound((previous) => ({ ...idle, status: previous.status === 'offline' && attempt > 0 ? 'offline' : 'loading' }));
    syncSearchPage(words, null).then(
      (page) => mine === generation.current && setFound({ status: 'ready', ids: page.ids, next: page.next }),
      (error: unknown) => mine === generation.current && setFound({ ...idle, status: failureOf(error).kind === 'network' ? 'offline' : 'failed' }),
    );
  }, [words, attempt]);

  const offline = found.status === 'offline';
  useEffect(() => {
    if (offline && online) setAttempt((count) => count + 1);
  }, [offline, online]);

  const loadMore = useCallback(() => {
    if (found.status !== 'ready' || found.next === null || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    syncSearchPage(words, found.next).then(
      (page) => {
        if (mine !== generation.current) return;
        setFound((previous) => ({ status: 'ready', ids: [...previous.ids, ...page.ids], next: page.next }));
        setLoadingMore(false);
      },
      () => mine === generation.current && setLoadingMore(false),
    );
  }, [found, words, loadingMore]);

  const ids = found.ids;
  const posts = useLiveQuery(async () => {
    if (offline) return searchStoredPosts(words, storedMatchesShown);
    if (found.status !== 'ready') return [];
    const rows = await db.posts.bulkGet(ids);
    return rows.filter((post): post is Post => post !== undefined);
  }, [offline, found.status, ids, words]);

  return {
    status: found.status,
    posts,
    hasMore: found.status === 'ready' && found.next !== null,
    loadingMore,
    loadMore,
    retry: () => setAttempt((count) => count + 1),
  };
}
