import '../writes/all-kinds.ts';
import { db } from '../db.ts';
import { kindOf } from './kind-registry.ts';

/**
 * A sign-out forgets what is stored but keeps the outbox: after the same
 * person signs in again, the changes they left waiting show again (a post or
 * pet added offline, a comment, an edit), as before the sign-out, and are
 * sent as usual. A row this version of the app cannot read is left to the
 * flush, which refuses it.
 */
export async function showWaitingChangesAgain(userId: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const rows = await db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('createdAt');
    for (const row of rows) {
      try {
        await kindOf(row)?.apply(row);
      } catch {
        // Unreadable: nothing to show.
      }
    }
  });
}
