import { liveQuery } from 'dexie';
import type { PublicUser } from '@/contract/entities.ts';
import { db } from './db.ts';
import { getSession, refreshSessionUser } from './session.ts';

/**
 * Follow and unfollow replace the stored session user with the server's copy.
 * The outbox writes it into IndexedDB (also from the service worker, which
 * has no localStorage), so the page copies it over.
 */
export function startSessionUserSync(userId: string): () => void {
  const subscription = liveQuery(() => db.users.get(userId)).subscribe((user: PublicUser | undefined) => {
    const session = getSession();
    if (!user || !session || session._id !== userId) return;
    if (user.followingCount === session.followingCount && user.followersCount === session.followersCount) return;
    refreshSessionUser({ ...session, followingCount: user.followingCount, followersCount: user.followersCount });
  });
  return () => subscription.unsubscribe();
}
