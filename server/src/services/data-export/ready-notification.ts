import type { Notification } from '#contract/entities.ts';
import type { Queryable } from '../../db/client.ts';
import * as notifications from '../../repositories/notifications.ts';
import type { UserRow } from '../../repositories/users.ts';
import { notificationView } from '../../views/notifications.ts';
import { userSummary } from '../../views/users.ts';

/** The English text kept on it, for clients that cannot translate its type. */
const englishText = 'Your data is ready to download';

/**
 * Tells the owner, inside the transaction that makes the export ready, that
 * it can be downloaded: the notification carries the link and its expiry, and
 * names the owner as its sender (older clients read `from` on every
 * notification). One per export: a second call answers null.
 */
export async function createExportReadyNotification(
  tx: Queryable,
  owner: UserRow,
  exportId: string,
  download: { url: string; expiresAt: Date },
): Promise<Notification | null> {
  const row = await notifications.insert(tx, {
    userId: owner.id,
    fromUserId: owner.id,
    type: 'export-ready',
    postId: null,
    message: englishText,
    dedupeKey: `export-ready:${exportId}`,
    downloadUrl: download.url,
    downloadExpiresAt: download.expiresAt,
  });
  return row && notificationView(row, userSummary(owner));
}
