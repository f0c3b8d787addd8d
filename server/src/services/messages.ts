import { and, eq, or } from 'drizzle-orm';
import type { Message } from '../../../src/contract/entities.ts';
import { follows, messages } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** Both directions of a chat share one key, so one index serves the whole history. */
export const conversationOf = (a: string, b: string) => [a, b].sort().join(':');

export const messageView = (row: typeof messages.$inferSelect): Message => ({
  _id: row.id,
  content: row.content,
  sender: row.senderId,
  receiver: row.receiverId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Whether each follows the other. The follow rows are share-locked, so an
 * unfollow running at the same moment waits for the message to commit
 * rather than slipping between this check and the insert.
 */
export async function areMutualFollowers(tx: Queryable, a: string, b: string): Promise<boolean> {
  const edges = await tx
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    )
    .for('share');
  return edges.length === 2;
}
