type Listener = () => void;
const listeners = new Set<Listener>();

/** Told after every queued write, so the page can flush at once. */
export function onQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceQueued(): void {
  for (const listener of listeners) listener();
}
