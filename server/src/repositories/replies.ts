import { and, desc, eq } from 'drizzle-orm';
import { comments, replies, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { summaryColumns } from './users.ts';
import { shownTo } from './visibility.ts';

export type ReplyRow = typeof replies.$inferSelect;

/** The replies to every comment of a post, with their authors, newest first, without those `viewerId` may not see. */
export const listOfPost = (db: Queryable, postId: string, viewerId: string | null) =>
  db
    .select({ reply: replies, user: summaryColumns })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .innerJoin(users, eq(users.id, replies.userId))
    .where(and(eq(comments.postId, postId), shownTo(viewerId, replies.userId)))
    .orderBy(desc(replies.id));

export async function insert(db: Queryable, commentId: string, userId: string, content: string): Promise<ReplyRow> {
  const [row] = await db.insert(replies).values({ id: newId(), commentId, userId, content }).returning();
  return row!;
}

/** The reply with the post its comment belongs to. */
export const findWithPost = (db: Queryable, id: string) =>
  db
    .select({ reply: replies, postId: comments.postId })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .where(eq(replies.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);

export const remove = (db: Queryable, id: string) => db.delete(replies).where(eq(replies.id, id));
