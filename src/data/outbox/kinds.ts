import type { OutboxRow } from '../db.ts';

/**
 * What one kind of replayable write does to IndexedDB: the optimistic change
 * made with the row, its undo when the server refuses, and the server's answer
 * written back on success. All three run inside a Dexie transaction, in the
 * page or in the service worker.
 */
export interface OutboxKind {
  apply(row: OutboxRow): Promise<unknown>;
  rollback(row: OutboxRow): Promise<unknown>;
  reconcile(row: OutboxRow, answer: unknown): Promise<unknown>;
  /** What the write is about and what the person typed, for the list of changes that could not be sent. */
  describe(row: OutboxRow): WriteSummary;
}

/** What a write is about: a post, a person, a hashtag, or one's notifications. */
export type WriteSubject = { type: 'post'; id: string } | { type: 'user'; id: string } | { type: 'tag'; tag: string } | { type: 'notifications' };

export interface WriteSummary {
  subject: WriteSubject;
  /** The comment, reply or message typed; null for a like, a follow, a mark-read. */
  text: string | null;
}

const kinds = new Map<string, OutboxKind>();

export function defineOutboxKind(name: string, kind: OutboxKind): void {
  kinds.set(name, kind);
}

export function outboxKind(name: string): OutboxKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`Unknown outbox kind: ${name}`);
  return kind;
}
