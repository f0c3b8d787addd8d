import { onScreenNow } from './on-screen.ts';
import { keepLimits, pruneStore } from './prune.ts';
import { getSession } from './session.ts';

const minGapMs = 5 * 60_000;
/** A prune waits this long after the sync that asked, so it never competes with a screen's first paint. */
const settleMs = 15_000;
let lastRun = Number.NEGATIVE_INFINITY;
let pending: Promise<unknown> | null = null;

/**
 * Called after each sync that stores more: prunes for the signed-in user at
 * most once every five minutes, a little after the sync, sparing what is on
 * screen then. Answers the prune it scheduled, if any.
 */
export function pruneSoon(now = Date.now(), delayMs = settleMs): Promise<unknown> | null {
  if (!getSession() || pending || now - lastRun < minGapMs) return null;
  lastRun = now;
  pending = new Promise((resolve) => setTimeout(resolve, delayMs))
    .then(() => {
      const userId = getSession()?._id;
      return userId ? pruneStore(userId, keepLimits, onScreenNow()) : undefined;
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
