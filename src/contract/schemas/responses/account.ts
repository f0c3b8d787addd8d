import * as v from 'valibot';
import { idAnswer, timeAnswer } from './common.ts';

/** One signed-in device, as the sessions screen lists it. */
export const accountSessionAnswer = v.strictObject({
  id: idAnswer,
  /** The session whose token asked. */
  current: v.boolean(),
  createdAt: timeAnswer,
  lastUsedAt: timeAnswer,
  /** The browser's User-Agent when the session was opened, cut to a readable length; empty when none was sent. */
  userAgent: v.string(),
});

export const accountSessionsAnswer = v.array(accountSessionAnswer);

export const exportStatuses = ['none', 'working', 'ready'] as const;

/** Where the caller's data export stands; a ready one carries its link until it expires. */
export const exportStatusAnswer = v.strictObject({
  status: v.picklist(exportStatuses),
  url: v.optional(v.string()),
  expiresAt: v.optional(timeAnswer),
});
