import { eq } from 'drizzle-orm';
import type { Notification, NotificationType } from '../../../src/contract/entities.ts';
import { notifications, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { userSummary } from '../views/users.ts';

/** The English text kept on each notification for clients that cannot translate (API.md). */
const englishText: Record<NotificationType, (name: string) => string> = {
  like: (name) => `${name} liked your post`,
  comment: (name) => `${name} commented on your post`,
  reply: (name) => `${name} replied to your comment`,
  follow: (name) => `${name} started following you`,
  message: (name) => `${name} sent you a message`,
};

export interface NotificationInput {
  recipientId: string;
  fromUserId: string;
  type: NotificationType;
  postId?: string | null;
  /** Same key from the same sender to the same recipient makes no second notification (like, unlike, like). */
  dedupeKey?: string;
}

/**
 * Makes a notification inside the caller's transaction. Nobody is notified of
 * their own action, and a repeated dedupe key makes none: both answer null.
 */
export async function createNotification(tx: Queryable, input: NotificationInput): Promise<Notification | null> {
  if (input.recipientId === input.fromUserId) return null;
  const [sender] = await tx.select().from(users).where(eq(users.id, input.fromUserId)).limit(1);
  if (!sender) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      id: newId(),
      userId: input.recipientId,
      fromUserId: input.fromUserId,
      type: input.type,
      postId: input.postId ?? null,
      message: englishText[input.type](sender.fullName),
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  return notificationView(row, userSummary(sender));
}

export const notificationView = (
  row: typeof notifications.$inferSelect,
  from: Notification['from'],
): Notification => ({
  _id: row.id,
  type: row.type as NotificationType,
  message: row.message,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  post: row.postId,
  from,
});
