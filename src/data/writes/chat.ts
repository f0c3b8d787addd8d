import type { Message } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';

/** A sent message shows at once under the outbox row's id (pending) and is replaced by the server's copy. */
defineOutboxKind('message', {
  async apply(row) {
    const { content, receiver } = row.body as { content: string; receiver: string };
    const sender = contextOf(row, 'userId');
    await db.messages.put({ _id: row.id, content, sender, receiver, createdAt: row.createdAt, conversationId: conversationIdOf(sender, receiver) });
  },
  rollback: (row) => db.messages.delete(row.id),
  describe: (row) => {
    const { content, receiver } = row.body as { content: string; receiver: string };
    return { subject: { type: 'user', id: receiver }, text: content };
  },
  async reconcile(row, answer) {
    const message = answer as Message;
    await db.messages.delete(row.id);
    await db.messages.put({ ...message, conversationId: conversationIdOf(message.sender, message.receiver) });
  },
});

export const sendMessage = (userId: string, receiver: string, content: string) =>
  queueWrite({
    userId,
    kind: 'message',
    method: 'POST',
    path: paths.addMessage,
    body: { content, receiver },
    context: { userId },
    orderKey: `chat:${conversationIdOf(userId, receiver)}`,
  });
