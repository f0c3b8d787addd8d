import { liveQuery } from 'dexie';
import { db, type OutboxRow } from '../db.ts';
import { kindOf, outboxKind } from './kind-registry.ts';
import { withFlushLock } from './lock.ts';
import { dropRows } from './row-photos.ts';

/*
 * The outbox as one user sees it. Rows outlive a sign-out (even a revoked
 * session) and are sent when the same user signs in again; another user on
 * the device never sends or sees them. For the sign-out prompt:
 * - `waitingCount` (live through `useWaitingCount`): changes not yet sent;
 * - `pendingLikePostIds` (live through `usePendingLikes`): hearts not yet confirmed;
 * - `whenOutboxSent`: resolves once none is left, for "sign out after they are sent";
 * - `discardWaitingChanges`: gives them up, undoing what they changed on screen.
 */

const pendingOf = (userId: string) => db.outbox.where('[userId+status]').equals([userId, 'pending']);

export const waitingCount = (userId: string): Promise<number> => pendingOf(userId).count();

/** Posts whose like or unlike by the user has not reached the server yet (the heart shows it, unconfirmed). */
export async function pendingLikePostIds(userId: string): Promise<Set<string>> {
  const rows = await pendingOf(userId).toArray();
  return new Set(rows.flatMap((row) => kindOf(row)?.postCounts(row)).flatMap((counts) => (counts?.likes ? [counts.postId] : [])));
}

/** Rows queued before rows carried their user belong to whoever was signed in then, who is signed in now. */
export async function claimUnownedRows(userId: string): Promise<void> {
  await db.outbox.where('userId').equals('').modify({ userId });
}

/** Undoes and drops every change of the user still waiting; waits for a flush on its way. Answers how many went. */
export async function discardWaitingChanges(userId: string): Promise<number> {
  let discarded = 0;
  await withFlushLock(
    () =>
      db.transaction('rw', db.tables, async () => {
        const rows: OutboxRow[] = await pendingOf(userId).sortBy('createdAt');
        // Newest first, so a like then an unlike of one post unwind to where they started.
        for (const row of rows.reverse()) await outboxKind(row.kind).rollback(row);
        await dropRows(rows.map((row) => row.id));
        discarded = rows.length;
      }),
    { wait: true },
  );
  return discarded;
}

/** Resolves when the user has nothing left waiting (failed rows do not count: they wait for the person, not the network). */
export function whenOutboxSent(userId: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => waitingCount(userId)).subscribe({
      next: (count) => {
        if (count > 0) return;
        resolve();
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: reject,
    });
    signal?.addEventListener('abort', () => {
      subscription.unsubscribe();
      reject(signal.reason);
    });
  });
}
