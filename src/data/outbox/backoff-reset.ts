import { db } from '../db.ts';

/** The server answered again: the user's pending rows are due now, their backoff starting over. */
export async function resetBackoff(userId: string, now = new Date()): Promise<void> {
  await db.outbox.where('[userId+status]').equals([userId, 'pending']).modify({ attempts: 0, nextAttemptAt: now.toISOString() });
}

/** When the user's next pending row falls due, in ms since the epoch; null when none waits. */
export async function nextDueAt(userId: string): Promise<number | null> {
  const rows = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  const times = rows.map((row) => Date.parse(row.nextAttemptAt));
  return times.length ? Math.min(...times) : null;
}
