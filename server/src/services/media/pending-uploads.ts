import { limits } from '#contract/limits.ts';
import type { Queryable } from '../../db/client.ts';
import * as uploads from '../../repositories/media-uploads.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * In one transaction: deletes the photos uploaded ahead that nothing took
 * within their days, handing their urls to `forget` (the delete queue), and
 * forgets taken ones once no retry of the change that took them can come
 * (their Idempotency-Key is gone). A change taking one at the same moment
 * either takes it first (and it stays) or finds it gone. Answers the names queued.
 */
export async function expirePendingUploads(
  tx: Queryable,
  forget: (tx: Queryable, urls: string[]) => Promise<string[]>,
  now = new Date(),
): Promise<string[]> {
  const expired = await uploads.removeUntakenBefore(tx, new Date(now.getTime() - limits.image.pendingDays * day));
  await uploads.forgetTakenBefore(tx, new Date(now.getTime() - limits.idempotencyKeyDays * day));
  return forget(tx, expired);
}
