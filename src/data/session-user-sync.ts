import { liveQuery } from 'dexie';
import type { PublicUser } from '@/contract/entities.ts';
import { db } from './db.ts';
import { getSession, refreshSessionUser } from './session.ts';

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Follow and unfollow replace the stored session user with the server's copy.
 * The outbox writes it into IndexedDB (also from the service worker, which
 * has no localStorage), so the page copies it over.
 */
export function startSessionUserSync(userId: string): () => void {
  const subscription = liveQuery(() => db.users.get(userId)).subscribe((user: PublicUser | undefined) => {
    const session = getSession();
    if (!user || !session || session._id !== userId) return;
    if (sameIds(user.following, session.following) && sameIds(user.followers, session.followers)) return;
    refreshSessionUser({ ...session, following: user.following, followers: user.followers });
  });
  return () => subscription.unsubscribe();
}
