import * as v from 'valibot';
import { moderationActions, reportReasons, reportStatuses, reportTargetTypes } from '../safety.ts';
import { idAnswer, imageUrlAnswer, pageOf, timeAnswer } from './common.ts';
import { userSummaryAnswer } from './users.ts';

/** A report as its reporter sees it. */
export const reportAnswer = v.strictObject({
  _id: idAnswer,
  targetType: v.picklist(reportTargetTypes),
  targetId: idAnswer,
  reason: v.picklist(reportReasons),
  text: v.string(),
  status: v.picklist(reportStatuses),
  createdAt: timeAnswer,
});

/**
 * What was reported, as it was when reported (kept when it is edited or
 * deleted since): its author (the account itself for an account), the
 * post's title, the words (a post's body, a comment, reply or message, an
 * account's bio) and its images.
 */
export const reportedContentAnswer = v.strictObject({
  author: userSummaryAnswer,
  title: v.nullable(v.string()),
  text: v.string(),
  images: v.array(imageUrlAnswer),
  /** The post it belongs to (a post, comment or reply), for a link while it exists. */
  postId: v.nullable(idAnswer),
});

export const reportEntryAnswer = v.strictObject({
  _id: idAnswer,
  reporter: userSummaryAnswer,
  reason: v.picklist(reportReasons),
  text: v.string(),
  createdAt: timeAnswer,
});

/**
 * The reports of one target, for moderators: `_id` is the newest report's
 * (resolve it to resolve them all), `count` how many there are, `reports`
 * the newest of them with their reporters.
 */
export const reportGroupAnswer = v.strictObject({
  _id: idAnswer,
  targetType: v.picklist(reportTargetTypes),
  targetId: idAnswer,
  target: reportedContentAnswer,
  status: v.picklist(reportStatuses),
  resolution: v.nullable(v.picklist(moderationActions)),
  count: v.number(),
  reasons: v.array(v.picklist(reportReasons)),
  reports: v.array(reportEntryAnswer),
  createdAt: timeAnswer,
});
export const reportGroupPage = pageOf(reportGroupAnswer);

/** One moderator's action: who, what, on what, why and when. */
export const moderationLogEntryAnswer = v.strictObject({
  _id: idAnswer,
  moderator: v.nullable(userSummaryAnswer),
  action: v.picklist(moderationActions),
  targetType: v.picklist(reportTargetTypes),
  targetId: idAnswer,
  /** The author of the target (the account for an account). */
  targetUser: v.nullable(idAnswer),
  reason: v.picklist(reportReasons),
  note: v.string(),
  /** Suspensions: for how many days, or null for good. */
  days: v.nullable(v.number()),
  createdAt: timeAnswer,
});
export const moderationLogPage = pageOf(moderationLogEntryAnswer);
