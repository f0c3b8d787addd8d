import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '@/contract/entities.ts';
import { db } from '@/data/db.ts';
import { useOnline } from '@/data/online.ts';
import type { FoundPage } from '@/data/posts/post-list-page.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { useLiveQuery } from '@/data/use-live-query.ts';

type Status = 'idle' | 'loading' | 'ready' | 'offline' | 'failed';

export interface FetchedPosts {
  status: Status;
  /** The posts to show: the server's, in its order, or offline the stored ones; undefined while read. */
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

/** Reads the pages of one list of posts from the server; offline, the stored posts that belong to it. */
export interface PostSource {
  /** Names the list: a new key starts again from its first page; '' shows nothing. */
  key: string;
  syncPage: (before: string | null) => Promise<FoundPage>;
  stored: () => Promise<Post[]>;
}

/**
 * A list of posts the server computes (search matches, a tag's posts), its
 * pages kept in IndexedDB so the cards show later likes and edits; without a
 * connection, the matching posts stored on the device, until it returns.
 */
export function useFetchedPosts({ key, syncPage, stored }: PostSource): FetchedPosts {
  const source = useRef({ syncPage, stored });
  source.current = { syncPage, stored };
  const online = useOnline();
  const [found, setFound] = useState<Found>(idle);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setLoadingMore(false);
    if (!key) {
      setFound(idle);
      return;
    }
    setFound((previous) => ({ ...idle, status: previous.status === 'offline' && attempt > 0 ? 'offline' : 'loading' }));
    source.current.syncPage(null).then(
      (page) => mine === generation.current && setFound({ status: 'ready', ids: page.ids, next: page.next }),
      (error: unknown) => mine === generation.current && setFound({ ...idle, status: failureOf(error).kind === 'network' ? 'offline' : 'failed' }),
    );
  }, [key, attempt]);

  const offline = found.status === 'offline';
  useEffect(() => {
    if (offline && online) setAttempt((count) => count + 1);
  }, [offline, online]);

  const loadMore = useCallback(() => {
    if (found.status !== 'ready' || found.next === null || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    source.current.syncPage(found.next).then(
      (page) => {
        if (mine !== generation.current) return;
        setFound((previous) => ({ status: 'ready', ids: [...previous.ids, ...page.ids], next: page.next }));
        setLoadingMore(false);
      },
      () => mine === generation.current && setLoadingMore(false),
    );
  }, [found, loadingMore]);

  const ids = found.ids;
  const posts = useLiveQuery(async () => {
    if (offline) return source.current.stored();
    if (found.status !== 'ready') return [];
    const rows = await db.posts.bulkGet(ids);
    return rows.filter((post): post is Post => post !== undefined);
  }, [offline, found.status, ids, key]);

  return {
    status: found.status,
    posts,
    hasMore: found.status === 'ready' && found.next !== null,
    loadingMore,
    loadMore,
    retry: () => setAttempt((count) => count + 1),
  };
}
