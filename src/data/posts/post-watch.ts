import { useEffect } from 'react';

type Send = (event: 'watch' | 'unwatch', postId: string) => void;

/** Posts on screen, counted per post (a card and its page may show the same one); resync marks a full page. */
const watched = new Map<string, { count: number; resync: (() => Promise<unknown>) | null }>();
let send: Send | null = null;

/**
 * The live connection registers here while connected: it is told every post
 * already on screen (a new connection has joined no rooms), and the full
 * pages fetch again what changed before the room was joined.
 */
export function connectPostWatch(next: Send | null): void {
  send = next;
  if (!next) return;
  for (const [postId, entry] of watched) {
    next('watch', postId);
    void entry.resync?.().catch(() => undefined);
  }
}

/** Keeps a post's likes and comments live in IndexedDB while something shows it. */
export function watchPost(postId: string, resync: (() => Promise<unknown>) | null = null): () => void {
  const entry = watched.get(postId);
  if (entry) {
    entry.count += 1;
    entry.resync ??= resync;
  } else {
    watched.set(postId, { count: 1, resync });
    send?.('watch', postId);
  }
  return () => {
    const current = watched.get(postId);
    if (!current) return;
    current.count -= 1;
    if (current.count > 0) return;
    watched.delete(postId);
    send?.('unwatch', postId);
  };
}

/** `resync` fetches the post again after a reconnect; a function of the module, so the watch lasts while the post is shown. */
export function useWatchPost(postId: string, resync: ((postId: string) => Promise<unknown>) | null = null): void {
  useEffect(() => watchPost(postId, resync && (() => resync(postId))), [postId, resync]);
}
