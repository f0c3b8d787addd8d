import type { Message, Notification } from '@/contract/entities.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { db } from './db.ts';
import { kindOf } from './outbox/kind-registry.ts';
import './writes/all-kinds.ts';

/** Ids the user has marked read whose PATCH is still queued: a fetch must not make them unread again. */
async function locallyRead(): Promise<Set<string>> {
  const rows = await db.outbox.toArray();
  return new Set(rows.flatMap((row) => kindOf(row)?.readsNotifications(row) ?? []));
}

/** Notifications from the server (a fetch or the socket) into IndexedDB, keeping queued mark-reads. */
export async function storeNotifications(notifications: Notification[]): Promise<void> {
  await db.transaction('rw', db.notifications, db.outbox, async () => {
    const read = await locallyRead();
    await db.notifications.bulkPut(notifications.map((item) => (read.has(item._id) ? { ...item, isRead: true } : item)));
  });
}

/**
 * A follow notification says its sender now follows selfId: both stored users
 * learn it, so the mutual followers list changes without a refetch. A
 * notification is made once per pair, so it may be an old follow coming back.
 */
export async function applyFollowNotification(selfId: string, notification: Notification): Promise<void> {
  if (notification.type !== 'follow') return;
  const fromId = notification.from._id;
  await db.transaction('rw', db.users, async () => {
    const from = await db.users.get(fromId);
    if (!from || from.followsMe) return;
    await db.users.update(fromId, { followsMe: true, followingCount: from.followingCount + 1 });
    await db.users
      .where('_id')
      .equals(selfId)
      .modify((user) => {
        user.followersCount += 1;
      });
  });
}

/**
 * A message from the server into IndexedDB. One's own message may come back
 * over the socket before the outbox has its answer: the pending copy with the
 * same text goes, so it never shows twice.
 */
export async function storeMessage(message: Message): Promise<void> {
  const conversationId = conversationIdOf(message.sender, message.receiver);
  await db.transaction('rw', db.messages, db.outbox, async () => {
    if (!(await db.messages.get(message._id))) {
      const pendingIds = new Set(await db.outbox.filter((row) => kindOf(row)?.showsMessage === true).primaryKeys());
      const pending = await db.messages
        .where('conversationId')
        .equals(conversationId)
        .filter((row) => pendingIds.has(row._id) && row.sender === message.sender && row.content === message.content)
        .first();
      if (pending) await db.messages.delete(pending._id);
    }
    await db.messages.put({ ...message, conversationId });
  });
}

export async function storeMessages(messages: Message[]): Promise<void> {
  await db.messages.bulkPut(messages.map((message) => ({ ...message, conversationId: conversationIdOf(message.sender, message.receiver) })));
}

/** A message a moderator removed leaves the device (the chat and the conversation's last line). */
export async function forgetMessage(messageId: string): Promise<void> {
  await db.messages.delete(messageId);
}
