import { listedUsers, type HiddenList } from './hidden-users.ts';
import { useLiveQuery } from './use-live-query.ts';

/** Whether the signed-in user blocks or mutes userId; undefined while reading. Apart from hidden-users.ts, which the service worker loads. */
export function useIsListed(list: HiddenList, userId: string): boolean | undefined {
  return useLiveQuery(async () => (await listedUsers(list)).has(userId), [list, userId]);
}
