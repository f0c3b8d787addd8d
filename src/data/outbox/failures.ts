import type { OutboxRow } from '../db.ts';

export interface OutboxFailure {
  row: OutboxRow;
  /** The server's message, when it sent one. */
  message: string | null;
  status: number | null;
}

type Listener = (failure: OutboxFailure) => void;
const listeners = new Set<Listener>();

/** The screen that shows toasts listens here; the service worker has no screen and nobody listens. */
export function onOutboxFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportOutboxFailure(failure: OutboxFailure): void {
  for (const listener of listeners) listener(failure);
}
