import type { Message } from '#contract/entities.ts';
import type { MessageRow } from '../repositories/messages.ts';

export const messageView = (row: MessageRow): Message => ({
  _id: row.id,
  content: row.content,
  sender: row.senderId,
  receiver: row.receiverId,
  createdAt: row.createdAt.toISOString(),
});
