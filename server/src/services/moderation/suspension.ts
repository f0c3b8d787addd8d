import { messages as m } from '#contract/messages.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRow } from '../../repositories/users.ts';

/** The year a suspension for good ends in. */
const forGoodFrom = 9999;

/**
 * A suspended account cannot sign in: 403 with the reason and the end
 * (`errors.suspendedUntil`: an ISO time, or `forever`) for the app to show.
 */
export function refuseIfSuspended(row: Pick<UserRow, 'suspendedUntil' | 'suspensionReason'>): void {
  const until = row.suspendedUntil;
  if (!until || until.getTime() <= Date.now()) return;
  const suspendedUntil = until.getUTCFullYear() >= forGoodFrom ? 'forever' : until.toISOString();
  throw new HttpError(403, m.accountSuspended, { suspendedUntil, reason: row.suspensionReason ?? '' });
}
