import type { OutboxRow } from '../db.ts';

export interface OutboxFailure {
  row: OutboxRow;
  /** The server's message, when it sent one. */
  message: string | null;
  status: number | null;
  /** Set on a page for a refusal the service worker met and passed on. */
  fromWorker?: true;
}

type Listener = (failure: OutboxFailure) => void;
const listeners = new Set<Listener>();

/** The screen that shows toasts listens here; in the service worker, the channel to the open pages does. */
export function onOutboxFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportOutboxFailure(failure: OutboxFailure): void {
  for (const listener of listeners) listener(failure);
}
