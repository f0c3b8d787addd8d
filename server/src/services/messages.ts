import { sql } from 'drizzle-orm';
import type { UserSummary } from '#contract/entities.ts';
import { conversationIdOf } from '#contract/conversation.ts';
import type { Queryable } from '../db/client.ts';
import { follows, messages, users } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import type { MessageRow } from '../repositories/messages.ts';
import { standingColumns } from '../repositories/visibility.ts';
import { notificationInsert, returnedNotification, type ReturnedNotification } from './notifications.ts';

/**
 * Sends the message, in one statement with the receiver's read, how the sender
 * stands towards them (`standingColumns`), whether each follows the other (the
 * two follow rows share-locked, so an unfollow at the same moment waits for
 * the message to commit rather than slipping between the check and what it
 * allows) and the receiver's notification: null when there is no such user.
 * The message is stored only when neither blocks the other, the receiver is not
 * suspended and the two follow each other; `refuseByStanding` and the message
 * policy refuse the rest, so the answer is the same as that of checks made first.
 * The receiver is notified unless they mute the sender, as `createNotification` would.
 */
export async function sendMessage(db: Queryable, sender: UserSummary, receiverId: string, content: string) {
  const senderId = sender._id;
  const { blocked, suspended, mutesActor } = standingColumns(senderId, sql`u.id`);
  const notified = notificationInsert({
    recipient: sql`receiver.id`,
    from: sender,
    type: 'message',
    postId: sql`null`,
    key: sql`null`,
    source: sql`from receiver where exists (select 1 from sent) and receiver.id <> ${senderId} and not receiver.mutes_actor`,
  });
  // Both drivers (node-postgres and PGlite) answer with `rows`; the time comes as milliseconds, read the same by both.
  const result = (await db.execute(sql`with receiver as (
      select u.id, ${blocked} as blocked, ${suspended} as suspended, ${mutesActor} as mutes_actor,
        (select count(*) from (
          select 1 from ${follows} f
          where (f.follower_id = ${senderId} and f.followee_id = u.id) or (f.follower_id = u.id and f.followee_id = ${senderId})
          for share) as edges) = 2 as mutual
      from ${users} as u where u.id = ${receiverId}),
    sent as (
      insert into ${messages} (id, sender_id, receiver_id, conversation, content)
      select ${newId()}, ${senderId}, id, ${conversationIdOf(senderId, receiverId)}, ${content} from receiver
      where mutual and not (blocked or suspended)
      returning id, sender_id, receiver_id, conversation, content, floor(extract(epoch from created_at) * 1000)::float8 as created_ms),
    notified as (${notified})
    select receiver.blocked, receiver.suspended, receiver.mutual,
      sent.id, sent.sender_id, sent.receiver_id, sent.conversation, sent.content, sent.created_ms, notified.*
    from receiver left join sent on true left join notified on true`)) as unknown as {
    rows: (ReturnedNotification & {
      blocked: boolean;
      suspended: boolean;
      mutual: boolean;
      id: string | null;
      sender_id: string;
      receiver_id: string;
      conversation: string;
      content: string;
      created_ms: number;
    })[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const message: MessageRow | null =
    row.id === null
      ? null
      : {
          id: row.id,
          senderId: row.sender_id,
          receiverId: row.receiver_id,
          conversation: row.conversation,
          content: row.content,
          createdAt: new Date(row.created_ms),
        };
  return { blocked: row.blocked, suspended: row.suspended, mutual: row.mutual, message, notification: returnedNotification(row, sender) };
}
