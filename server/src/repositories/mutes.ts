import { and, eq } from 'drizzle-orm';
import { mutes } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import type { Page } from './rows.ts';
import { usersLinkedTo } from './user-pages.ts';

export const add = (db: Queryable, muterId: string, mutedId: string) => db.insert(mutes).values({ muterId, mutedId }).onConflictDoNothing();

export const remove = (db: Queryable, muterId: string, mutedId: string) =>
  db.delete(mutes).where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)));

/** A page of the users `userId` mutes, newest account first. */
export const mutedPage = (db: Queryable, userId: string, page: Page) => usersLinkedTo(db, mutes, mutes.muterId, userId, mutes.mutedId, page);
