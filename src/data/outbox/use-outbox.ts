import { useLiveQuery, useSharedLiveQuery } from '../use-live-query.ts';
import { failedWrites, type FailedWrite } from './failed-writes.ts';
import { pendingLikePostIds, waitingCount } from './user-rows.ts';

/** How many of the user's changes wait to be sent; live. Undefined while the first read runs. */
export const useWaitingCount = (userId: string): number | undefined => useLiveQuery(() => waitingCount(userId), [userId]);

/** The user's changes that could not be sent, with what they were and why (retry or discard each with `retryWrite`/`discardWrite`); live. */
export const useFailedWrites = (userId: string): FailedWrite[] | undefined => useLiveQuery(() => failedWrites(userId), [userId]);

/** Posts whose like or unlike by the user is still waiting to be sent; live, and read once for every like button on screen. */
export const usePendingLikes = (userId: string): ReadonlySet<string> | undefined =>
  useSharedLiveQuery(`pending-likes:${userId}`, () => pendingLikePostIds(userId));
