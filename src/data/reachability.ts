type Listener = (reachable: boolean) => void;
const listeners = new Set<Listener>();

/**
 * Whether the server answered lately: every answer (or its absence) of the
 * page's calls and every socket (re)connect is told here, so the outbox can
 * send at once when the server is back instead of sitting out its backoff.
 */
export function onReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceReachable(): void {
  for (const listener of listeners) listener(true);
}

export function announceUnreachable(): void {
  for (const listener of listeners) listener(false);
}
