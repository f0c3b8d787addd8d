import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { messageEntityAnswer } from '@/contract/schemas/responses/social.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';

/** A sent message shows at once under the outbox row's id (pending) and is replaced by the server's copy. */
const messageKind = defineOutboxKind('message', {
  context: v.object({ userId: v.string() }),
  body: v.object({ content: v.string(), receiver: v.string() }),
  answer: messageEntityAnswer,
  showsMessage: true,
  async apply(row) {
    const { content, receiver } = row.body;
    const sender = row.context.userId;
    await db.messages.put({ _id: row.id, content, sender, receiver, createdAt: row.createdAt, conversationId: conversationIdOf(sender, receiver) });
  },
  rollback: (row) => db.messages.delete(row.id),
  describe: (row) => ({ subject: { type: 'user', id: row.body.receiver }, text: row.body.content }),
  async reconcile(row, message) {
    await db.messages.delete(row.id);
    await db.messages.put({ ...message, conversationId: conversationIdOf(message.sender, message.receiver) });
  },
});

export const sendMessage = (userId: string, receiver: string, content: string) =>
  messageKind.queue({
    userId,
    method: 'POST',
    path: paths.addMessage,
    body: { content, receiver },
    context: { userId },
    orderKey: `chat:${conversationIdOf(userId, receiver)}`,
  });
