import { sql } from 'drizzle-orm';
import type { UserSummary } from '#contract/entities.ts';
import { conversationIdOf } from '#contract/conversation.ts';
import type { Db } from '../db/client.ts';
import { isoTime, jsonbFilled, type KeyedStatement } from '../http/keyed-statement.ts';
import { follows, messages, users } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { messageView } from '../views/messages.ts';
import { notificationInsert } from './notifications.ts';
import { oneStatementWrite, standingOf } from './one-statement-write.ts';

/**
 * Sends the message, in one statement with the receiver's read, how the sender
 * stands towards them (`standingOf`), whether each follows the other (the
 * two follow rows share-locked, so an unfollow at the same moment waits for
 * the message to commit rather than slipping between the check and what it
 * allows), the receiver's notification and the key's answer
 * (`oneStatementWrite`): `found` is null when there is no such user.
 * The message is stored only when neither blocks the other, the receiver is not
 * suspended and the two follow each other; `refuseByStanding` and the message
 * policy refuse the rest, so the answer is the same as that of checks made first.
 * The receiver is notified unless they mute the sender, as `createNotification` would.
 * The answer is the message's `messageView`.
 */
export function sendMessage(db: Db, key: KeyedStatement, sender: UserSummary, receiverId: string, content: string) {
  const senderId = sender._id;
  const id = newId();
  const conversation = conversationIdOf(senderId, receiverId);
  const notified = notificationInsert({
    recipient: sql`target.id`,
    from: sender,
    type: 'message',
    postId: sql`null`,
    key: sql`null`,
    source: sql`from target where exists (select 1 from sent) and target.id <> ${senderId} and not target.mutes_actor`,
  });
  // The view of the message to be, its time filled in by the statement.
  const view = messageView({ id, senderId, receiverId, conversation, content, createdAt: new Date(0) });
  return oneStatementWrite<{ found: boolean | null; blocked: boolean; suspended: boolean; mutual: boolean }>(db, key, sender, {
    target: sql`select u.id, ${standingOf(senderId, sql`u.id`)},
        (select count(*) from (
          select 1 from ${follows} f
          where (f.follower_id = ${senderId} and f.followee_id = u.id) or (f.follower_id = u.id and f.followee_id = ${senderId})
          for share) as edges) = 2 as mutual
      from ${users} as u where u.id = ${receiverId}`,
    changes: sql`sent as (
      insert into ${messages} (id, sender_id, receiver_id, conversation, content)
      select ${id}, ${senderId}, id, ${conversation}, ${content} from target
      where ${key.proceeds} and mutual and not (blocked or suspended)
      returning created_at),
    notified as (${notified})`,
    answer: sql`select ${jsonbFilled(view, { createdAt: isoTime(sql`created_at`) })} as body from sent`,
    status: 201,
    columns: sql`target.id is not null as found, target.blocked, target.suspended, target.mutual`,
  });
}
