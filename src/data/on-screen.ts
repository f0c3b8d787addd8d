/** What screens show right now, so pruning never takes it from under them. */
export interface OnScreen {
  posts: ReadonlySet<string>;
  /** Users whose posts a profile shows. */
  authors: ReadonlySet<string>;
  pets: ReadonlySet<string>;
  conversations: ReadonlySet<string>;
  /** How many of the newest posts the feed shows. */
  feedWindow: number;
}

type Kind = 'posts' | 'authors' | 'pets' | 'conversations';
const counts: Record<Kind, Map<string, number>> = {
  posts: new Map(),
  authors: new Map(),
  pets: new Map(),
  conversations: new Map(),
};
const feedWindows = new Set<{ size: number }>();

/** Marks an item shown until the returned function is called (screens call it on unmount). */
export function markShown(kind: Kind, id: string): () => void {
  const map = counts[kind];
  map.set(id, (map.get(id) ?? 0) + 1);
  return () => {
    const left = (map.get(id) ?? 1) - 1;
    if (left > 0) map.set(id, left);
    else map.delete(id);
  };
}

export function markFeedShown(size: number): () => void {
  const entry = { size };
  feedWindows.add(entry);
  return () => feedWindows.delete(entry);
}

export function onScreenNow(): OnScreen {
  return {
    posts: new Set(counts.posts.keys()),
    authors: new Set(counts.authors.keys()),
    pets: new Set(counts.pets.keys()),
    conversations: new Set(counts.conversations.keys()),
    feedWindow: Math.max(0, ...[...feedWindows].map((entry) => entry.size)),
  };
}
