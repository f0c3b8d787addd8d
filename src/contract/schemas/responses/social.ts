import * as v from 'valibot';
import { limits } from '../../limits.ts';
import { notificationTypes } from '../../notification-types.ts';
import { idAnswer, pageOf, timeAnswer } from './common.ts';
import { userSummaryAnswer } from './users.ts';

export const notificationAnswer = v.strictObject({
  _id: idAnswer,
  type: v.picklist(notificationTypes),
  message: v.string(),
  isRead: v.boolean(),
  createdAt: timeAnswer,
  post: v.nullable(idAnswer),
  from: userSummaryAnswer,
  /** Only on `export-ready`: the same link as the mail's, and when it stops working. */
  download: v.optional(v.strictObject({ url: v.string(), expiresAt: timeAnswer })),
  /** How many actions it stands for: repeated comments or replies of one person on one post make one notification that counts them. */
  count: v.number(),
});

export const notificationPage = pageOf(notificationAnswer);
/** How many notifications were unread, counted as the unread count counts them: at most `limits.unreadCount`. */
export const readAllAnswer = v.strictObject({ updated: v.number() });
/** The caller's unread notifications; it stops at `limits.unreadCount`, which means that many or more. */
export const unreadCountAnswer = v.strictObject({ unread: v.pipe(v.number(), v.maxValue(limits.unreadCount)) });

export const messageEntityAnswer = v.strictObject({
  _id: idAnswer,
  content: v.string(),
  sender: idAnswer,
  receiver: idAnswer,
  createdAt: timeAnswer,
});

/** A conversation's page, oldest first within the page (pages still walk back in time). */
export const conversationPage = pageOf(messageEntityAnswer);

export const pushPublicKeyAnswer = v.strictObject({ publicKey: v.string() });
export const pushSubscribedAnswer = v.strictObject({ endpoint: v.string() });
