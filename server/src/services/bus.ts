import { EventEmitter } from 'node:events';
import type { Message, Notification } from '#contract/entities.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import type { SuspensionNotice } from '#contract/suspension.ts';
import type { ClaimedSubscription } from '../repositories/push-throttle.ts';

/**
 * What happened, for whoever delivers it (socket.io rooms, web push). Emitted
 * after the change is committed; routes never talk to sockets directly.
 */
export interface BusEvents {
  /**
   * With `claimedPush`, the statement that made the notification has claimed
   * its push already (`claimSubscriptionsCtes`): the subscriptions to send it
   * to, none when the claim failed or the recipient has none.
   */
  notification: [recipientId: string, notification: Notification, claimedPush?: ClaimedSubscription[]];
  message: [message: Message];
  post: [update: PostUpdate];
  /** Sessions just ended (logout, password change): their open sockets are dropped on every process. */
  'sessions-revoked': [sessionIds: string[]];
  /** An account was suspended: its open apps are told why, before its sessions are revoked. */
  'account-suspended': [userId: string, suspension: SuspensionNotice];
  /** A moderator removed a message: it leaves both participants' open apps. */
  'message-removed': [messageId: string, participants: string[]];
}

export type Bus = EventEmitter<BusEvents>;
export const createBus = (): Bus => new EventEmitter<BusEvents>();
