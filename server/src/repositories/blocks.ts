import { and, eq, or, sql } from 'drizzle-orm';
import { blocks, mutes } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import type { Page } from './rows.ts';
import { usersLinkedTo } from './user-pages.ts';

/** Adds the block; answers whether it is new. */
export async function add(db: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
  const inserted = await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export const remove = (db: Queryable, blockerId: string, blockedId: string) =>
  db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));

/**
 * Whether `recipientId` must hear nothing of `senderId`: either blocks the
 * other, or the recipient mutes the sender. One statement, three key probes.
 */
export async function silenced(db: Queryable, recipientId: string, senderId: string): Promise<boolean> {
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await db.execute(sql`select (
    exists (select 1 from ${blocks} where ${blocks.blockerId} = ${recipientId} and ${blocks.blockedId} = ${senderId})
    or exists (select 1 from ${blocks} where ${blocks.blockerId} = ${senderId} and ${blocks.blockedId} = ${recipientId})
    or exists (select 1 from ${mutes} where ${mutes.muterId} = ${recipientId} and ${mutes.mutedId} = ${senderId})
  ) as silenced`)) as unknown as { rows: { silenced: boolean }[] };
  return result.rows[0]?.silenced === true;
}

/** A page of the users `userId` blocks, newest account first. */
export const blockedPage = (db: Queryable, userId: string, page: Page) => usersLinkedTo(db, blocks, blocks.blockerId, userId, blocks.blockedId, page);

/** Everyone who blocks `userId` or whom `userId` blocks: a range of the blocks key and one of its reverse index. */
export async function linkedTo(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId));
}
