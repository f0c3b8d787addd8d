import { db } from '../db.ts';

/** Who may send outbox rows now: only rows with this user id go, with this token. */
export interface OutboxSession {
  userId: string;
  token: string;
}

const key = 'outbox-session';

/**
 * The service worker cannot read local storage, so the page keeps a copy of
 * the signed-in user's id and token in IndexedDB for the worker's flush.
 */
export async function storeOutboxSession(session: OutboxSession | null): Promise<void> {
  if (session) await db.meta.put({ key, value: session });
  else await db.meta.delete(key);
}

export async function storedOutboxSession(): Promise<OutboxSession | null> {
  const value = (await db.meta.get(key))?.value as Partial<OutboxSession> | undefined;
  return typeof value?.userId === 'string' && typeof value.token === 'string' ? { userId: value.userId, token: value.token } : null;
}
