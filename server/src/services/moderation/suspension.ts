import { messages as m } from '#contract/messages.ts';
import type { SuspensionNotice } from '#contract/suspension.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRow } from '../../repositories/users.ts';

/** The year a suspension for good ends in. */
const forGoodFrom = 9999;

/** Why and until when, for the app to show; null when the account is not suspended now. */
export function suspensionOf(row: Pick<UserRow, 'suspendedUntil' | 'suspensionReason'>): SuspensionNotice | null {
  const until = row.suspendedUntil;
  if (!until || until.getTime() <= Date.now()) return null;
  return { suspendedUntil: until.getUTCFullYear() >= forGoodFrom ? 'forever' : until.toISOString(), reason: row.suspensionReason ?? '' };
}

/**
 * A suspended account cannot sign in: 403 with the reason and the end
 * (`errors.suspendedUntil`: an ISO time, or `forever`) for the app to show.
 */
export function refuseIfSuspended(row: Pick<UserRow, 'suspendedUntil' | 'suspensionReason'>): void {
  const suspension = suspensionOf(row);
  if (suspension) throw new HttpError(403, m.accountSuspended, { ...suspension });
}
