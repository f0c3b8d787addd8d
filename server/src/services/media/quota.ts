import { messages as m } from '#contract/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { payloadTooLarge } from '../../http/errors.ts';
import * as storedImages from '../../repositories/stored-images.ts';
import type { StoredImage } from './store.ts';

/** Refuses an upload before any work when the account has no room left at all (quota 0: no limit). */
export async function refuseWhenFull(db: Queryable, userId: string, quotaBytes: number): Promise<void> {
  if (quotaBytes > 0 && (await storedImages.bytesOf(db, userId)) >= quotaBytes) throw payloadTooLarge(m.storageQuotaExceeded);
}

/**
 * In the change's transaction: counts the new images to the account, or
 * refuses them (413) when they would take it past its quota. The account's
 * row is held meanwhile, so two uploads at once cannot both fit in the room of one.
 */
export async function countToAccount(tx: Queryable, userId: string, quotaBytes: number, images: StoredImage[]): Promise<void> {
  if (images.length === 0) return;
  await storedImages.lockAccount(tx, userId);
  const adding = images.reduce((sum, image) => sum + image.bytes, 0);
  if (quotaBytes > 0 && (await storedImages.bytesOf(tx, userId)) + adding > quotaBytes) throw payloadTooLarge(m.storageQuotaExceeded);
  await storedImages.insert(
    tx,
    userId,
    images.map(({ name, bytes }) => ({ name, bytes })),
  );
}
