import { useEffect, useEffectEvent, useState } from 'react';
import { useLiveQuery } from './use-live-query.ts';
import type { PublicUser } from '@/contract/entities.ts';
import { changedRows } from './changed-rows.ts';
import { db } from './db.ts';
import { getUsers } from './api/users.ts';
import { getMutualsPage } from './api/mutuals.ts';
import { getUser } from './api/user.ts';
import { afterNextPaint } from './idle-queue.ts';
import { failureOf } from './transport/call-failure.ts';
import { getMe } from './api/me.ts';
import { matchesUser } from './match-user.ts';
import { publicPart } from './public-part.ts';

/** GET /api/users into IndexedDB (a search term asks the server too, for users beyond the first page). */
export async function syncUsers(q = ''): Promise<void> {
  const users = await getUsers(q);
  await db.transaction('rw', db.users, async () => {
    await db.users.bulkPut(await changedRows(db.users, users));
  });
}

/**
 * A page of one's mutual followers (matching `q`) into IndexedDB; answers the
 * next page's cursor. The chat reads the rest page by page, or searches.
 */
export async function syncMutualsPage(q: string, before: string | null): Promise<string | null> {
  const page = await getMutualsPage(before, q);
  await db.transaction('rw', db.users, async () => {
    await db.users.bulkPut(await changedRows(db.users, page.items));
  });
  return page.next;
}

/** The user as the server has them now; gone (404) means no relation left; no answer leaves them as stored. */
async function readAgain(user: PublicUser): Promise<PublicUser | null> {
  try {
    return await getUser(user._id);
  } catch (error) {
    return failureOf(error).status === 404 ? { ...user, followedByMe: false, followsMe: false } : null;
  }
}

/**
 * The caller and the newest page of their mutual followers, into IndexedDB.
 * A stored mutual follower that page should hold and does not (the follow
 * ended elsewhere: another device, or the other person unfollowed) is read
 * again, so both flags say what changed; one the server no longer has loses
 * them. Older ones are judged when a page or a search reaches them.
 */
export async function syncFollowRelations(): Promise<void> {
  const [page, me] = await Promise.all([getMutualsPage(null), getMe()]);
  const mutuals = page.items;
  const mutualIds = new Set(mutuals.map((user) => user._id));
  // The server pages newest account first: ids from the page's last one up are all on it.
  const covered = page.next === null ? '' : (mutuals.at(-1)?._id ?? '');
  const noLonger = await db.users.filter((user) => user.followedByMe && user.followsMe && !mutualIds.has(user._id) && user._id >= covered).toArray();
  const reread = await Promise.all(noLonger.map(readAgain));
  await db.transaction('rw', db.users, async () => {
    await db.users.bulkPut([...mutuals, ...reread.filter((user) => user !== null)]);
    await db.users.put(publicPart(me));
  });
}

/**
 * Stored users other than oneself, newest first, that match a search (by name or username; a
 * blank search matches everyone), at most `max` of them: the store grows with everyone met.
 */
export function readOtherUsers(selfId: string, search: string, max: number): Promise<PublicUser[]> {
  return db.users
    .orderBy('createdAt')
    .reverse()
    .filter((user) => user._id !== selfId && matchesUser(user, search))
    .limit(max)
    .toArray();
}

/** readOtherUsers as a live query; undefined while the first read runs. */
export function useOtherUsers(selfId: string, search: string, max: number): PublicUser[] | undefined {
  return useLiveQuery(() => readOtherUsers(selfId, search, max), [selfId, search, max]);
}

export function useUser(userId: string): PublicUser | null | undefined {
  return useLiveQuery(async () => (await db.users.get(userId)) ?? null, [userId]);
}

/** Whether the signed-in user follows targetId, as the stored user says (stored users carry the signed-in user's relation). */
export function useIsFollowing(selfId: string, targetId: string): boolean | undefined {
  return useLiveQuery(async () => (targetId === selfId ? false : ((await db.users.get(targetId))?.followedByMe ?? false)), [selfId, targetId]);
}

const isMutual = (user: PublicUser) => user.followedByMe && user.followsMe;

/** Mutual followers: followed by oneself and following oneself, as kept in IndexedDB. */
async function readMutualFollowers(selfId: string): Promise<PublicUser[]> {
  const users = await db.users.filter((user) => user._id !== selfId && isMutual(user)).toArray();
  return users.sort((a, b) => a.fullName.localeCompare(b.fullName));
}

export function useMutualFollowers(selfId: string): PublicUser[] | undefined {
  return useLiveQuery(() => readMutualFollowers(selfId), [selfId]);
}

/**
 * Whether the two follow each other as kept in IndexedDB; undefined while
 * reading, null when not even one's own row is stored (the relations were
 * never synced). Once they were, a user not stored is no mutual follower.
 */
export function useIsMutualFollower(selfId: string, userId: string): boolean | null | undefined {
  return useLiveQuery(async () => {
    const user = await db.users.get(userId);
    if (user) return userId !== selfId && isMutual(user);
    return (await db.users.get(selfId)) ? false : null;
  }, [selfId, userId]);
}

export async function isMutualFollower(selfId: string, userId: string): Promise<boolean> {
  return (await readMutualFollowers(selfId)).some((user) => user._id === userId);
}

/** Runs a sync once per change of key and says whether it is still running; failures leave what is stored. */
export function useSync(key: string | null, sync: () => Promise<void>): boolean {
  const [running, setRunning] = useState(false);
  // The key names the sync: the function itself is recreated on each render.
  const syncNow = useEffectEvent(sync);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setRunning(true);
    // Asked for once the screen has drawn what IndexedDB holds.
    const cancel = afterNextPaint(() =>
      syncNow()
        .catch(() => undefined)
        .finally(() => live && setRunning(false)),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [key]);
  return running;
}
