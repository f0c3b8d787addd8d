import type { Message } from '@/contract/entities.ts';
import { nextCursorHeader, paths } from '@/contract/paths.ts';
import { transport } from '../http.ts';

export interface MessagePage {
  /** Oldest first within the page. */
  items: Message[];
  /** Cursor of the next, older page; null on the oldest. */
  next: string | null;
}

export async function getMessages(sender: string, receiver: string, before: string | null, limit = 50): Promise<MessagePage> {
  const searchParams: Record<string, string | number> = { sender, receiver, limit };
  if (before) searchParams.before = before;
  const answer = await transport.request<Message[]>({ method: 'GET', path: paths.messages, searchParams });
  return { items: answer.data, next: answer.headers.get(nextCursorHeader) };
}
