import { db } from '../db.ts';

const key = 'auth-token';

/**
 * The service worker cannot read local storage, so the page keeps a copy of
 * the session token in IndexedDB for the worker's outbox flush.
 */
export async function storeToken(token: string | null): Promise<void> {
  if (token) await db.meta.put({ key, value: token });
  else await db.meta.delete(key);
}

export async function storedToken(): Promise<string | null> {
  const row = await db.meta.get(key);
  return typeof row?.value === 'string' ? row.value : null;
}
