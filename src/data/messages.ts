import { useLiveQuery } from './use-live-query.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { db, type MessageRow } from './db.ts';
import { getMessages } from './api/messages.ts';
import { markShown } from './on-screen.ts';
import { pruneSoon } from './prune-scheduler.ts';
import { storeMessages } from './realtime-handlers.ts';
import { onOutboxFailure } from './outbox/failures.ts';
import { kindOf } from './outbox/kind-registry.ts';
import './writes/all-kinds.ts';
import { syncFollowRelations } from './users.ts';

export interface ChatMessage extends MessageRow {
  /** Still in the outbox: not yet accepted by the server. */
  pending: boolean;
}

/** One conversation from IndexedDB, oldest first, each message marked pending while its outbox row waits. */
export function useConversation(conversationId: string): ChatMessage[] | undefined {
  return useLiveQuery(async () => {
    const [rows, pendingIds] = await Promise.all([
      db.messages.where('[conversationId+createdAt]').between([conversationId, ''], [conversationId, '\uffff']).toArray(),
      db.outbox.filter((row) => kindOf(row)?.showsMessage === true).primaryKeys(),
    ]);
    const pending = new Set(pendingIds);
    return rows.map((row) => ({ ...row, pending: pending.has(row._id) }));
  }, [conversationId]);
}

/**
 * One page of history into IndexedDB: the newest without a cursor, older ones
 * with it. Resolves to the cursor of the next older page, null at the start.
 */
export async function syncConversation(selfId: string, otherId: string, before: string | null = null): Promise<string | null> {
  const page = await getMessages(selfId, otherId, before);
  await storeMessages(page.items.filter((message) => conversationIdOf(message.sender, message.receiver) === conversationIdOf(selfId, otherId)));
  void pruneSoon();
  return page.next;
}

/** Conversations on screen, so a (re)connected socket can fetch what it missed while away. */
const onScreen = new Map<string, { selfId: string; otherId: string }>();

export function watchConversation(selfId: string, otherId: string): () => void {
  const key = conversationIdOf(selfId, otherId);
  onScreen.set(key, { selfId, otherId });
  const unmark = markShown('conversations', key);
  return () => {
    onScreen.delete(key);
    unmark();
  };
}

export function resyncWatchedConversations(): void {
  for (const { selfId, otherId } of onScreen.values()) void syncConversation(selfId, otherId).catch(() => undefined);
}

/**
 * A message to partnerId refused (403: they no longer follow each other):
 * fetch who follows whom again, so the screen stops offering to write.
 */
export function resyncRelationsWhenRefused(partnerId: string): () => void {
  return onOutboxFailure(({ row, status }) => {
    const kind = kindOf(row);
    if (!kind?.showsMessage || status !== 403) return;
    const subject = kind.subject(row);
    if (subject?.type === 'user' && subject.id === partnerId) void syncFollowRelations().catch(() => undefined);
  });
}
