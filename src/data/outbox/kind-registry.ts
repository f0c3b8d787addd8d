import type { OutboxRow } from '../db.ts';
import type { HiddenList, HiddenPerson } from '../hidden-users.ts';
import type { AheadCalls } from './upload-ahead.ts';

/** What a write is about: a post, a pet, a person, a hashtag, or one's notifications. */
export type WriteSubject =
  | { type: 'post'; id: string }
  | { type: 'pet'; id: string }
  | { type: 'user'; id: string }
  | { type: 'tag'; tag: string }
  | { type: 'notifications' };

export interface WriteSummary {
  subject: WriteSubject;
  /** The comment, reply or message typed; null for a like, a follow, a mark-read. */
  text: string | null;
}

/** How a waiting row moves a post's counters: the server's live counts do not have it yet. */
export interface PostCounts {
  postId: string;
  likes?: number;
  comments?: number;
}

/** How a waiting row changes whom the user blocks or mutes: the server's lists do not have it yet. */
export interface ListedChange {
  list: HiddenList;
  person: HiddenPerson;
  listed: boolean;
}

/** A kind as the outbox's generic code sees it: rows as stored, parsed on the way in. */
export interface OutboxKind {
  name: string;
  apply(row: OutboxRow): Promise<unknown>;
  rollback(row: OutboxRow): Promise<unknown>;
  /** Whether the answer reads as the kind's schema; the flush keeps a row whose answer does not, as failed. */
  answerReads(answer: unknown): boolean;
  /** The answer is parsed with the kind's schema first: an answer of another shape throws. */
  reconcile(row: OutboxRow, answer: unknown): Promise<unknown>;
  describe(row: OutboxRow): WriteSummary;
  /*
   * What code that reconciles other data with waiting rows asks; a row that
   * does not read as its kind (stored by a bug) answers nothing rather than
   * stopping that code.
   */
  subject(row: OutboxRow): WriteSubject | null;
  postCounts(row: OutboxRow): PostCounts | null;
  readsNotifications(row: OutboxRow): string[];
  listsPerson(row: OutboxRow): ListedChange | null;
  showsMessage: boolean;
  /** The body to send: the stored one, with what was sent ahead of it (photos) added. */
  bodyToSend(row: OutboxRow, calls: AheadCalls): Promise<unknown>;
}

const kinds = new Map<string, OutboxKind>();

/** Made by `defineOutboxKind` (kinds.ts), which reads rows through the kind's schemas. */
export function registerOutboxKind(kind: OutboxKind): void {
  kinds.set(kind.name, kind);
}

export function outboxKind(name: string): OutboxKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`Unknown outbox kind: ${name}`);
  return kind;
}

/** The kind of a stored row, or undefined for a kind this build does not know (code reading rows it does not send). */
export const kindOf = (row: OutboxRow): OutboxKind | undefined => kinds.get(row.kind);
