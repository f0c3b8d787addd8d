import type { Message } from '@/contract/entities.ts';
import { nextCursorHeader, paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export interface MessagePage {
  /** Oldest first within the page (API.md). */
  items: Message[];
  /** Cursor of the next, older page; null on the oldest. */
  next: string | null;
}

export async function getMessages(sender: string, receiver: string, before: string | null, limit = 50): Promise<MessagePage> {
  const searchParams: Record<string, string | number> = { sender, receiver, limit };
  if (before) searchParams.before = before;
  const response = await http.get(paths.messages, { searchParams });
  return { items: (await response.json()) as Message[], next: response.headers.get(nextCursorHeader) };
}
