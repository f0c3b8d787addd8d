import type { Comment, Reply } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';

/** Rows stored before the server counted replies carried all of them. */
export const repliesCountOf = (comment: Comment): number => (comment as Partial<Comment>).repliesCount ?? comment.replies.length;

/**
 * A comment's replies after the server sent its newest ones: the pending
 * ones first, then the served ones, then those older ones kept from a page
 * loaded before (when the server sent a full preview, so there are older ones).
 */
export function mergeReplies(stored: Reply[], served: Reply[], pending: ReadonlySet<string>): Reply[] {
  const servedIds = new Set(served.map((reply) => reply._id));
  const oldest = served.at(-1)?._id;
  const older =
    served.length < limits.repliesPreview || oldest === undefined
      ? []
      : stored.filter((reply) => !servedIds.has(reply._id) && !pending.has(reply._id) && reply._id < oldest);
  return [...stored.filter((reply) => pending.has(reply._id)), ...served, ...older];
}
