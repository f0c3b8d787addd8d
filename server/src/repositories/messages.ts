import { and, desc, eq } from 'drizzle-orm';
import { conversationIdOf } from '#contract/conversation.ts';
import { messages } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { olderThan, type Page } from './rows.ts';

export type MessageRow = typeof messages.$inferSelect;

/** A page of the chat between two users, newest first, with the extra row `takePage` looks for. */
export const listBetween = (db: Queryable, a: string, b: string, page: Page) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation, conversationIdOf(a, b)), olderThan(messages.id, page)))
    .orderBy(desc(messages.id))
    .limit(page.limit + 1);

export const find = (db: Queryable, id: string) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);

export const remove = (db: Queryable, id: string) => db.delete(messages).where(eq(messages.id, id));
