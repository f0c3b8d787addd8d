import { useSyncExternalStore } from 'react';
import type { OwnUser, SessionUser } from '@/contract/entities.ts';
import { sessionStorageKey } from './session-key.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.token === 'string' && user.token !== '' && typeof user._id === 'string';
}

function readStored(): SessionUser | null {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: SessionUser | null = typeof localStorage === 'undefined' ? null : readStored();

function emit(): void {
  for (const listener of listeners) listener();
}

export const getSession = (): SessionUser | null => current;
export const currentToken = (): string | null => current?.token ?? null;

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

export function saveSession(user: SessionUser): void {
  current = user;
  try {
    localStorage.setItem(sessionStorageKey, JSON.stringify(user));
  } catch {
    // Private mode without storage: the session lasts for this tab only.
  }
  emit();
}

/** Replaces the stored user with the server's copy and keeps the token. */
export function refreshSessionUser(user: OwnUser): void {
  if (!current || current._id !== user._id) return;
  const next = { ...user, token: current.token };
  // Unchanged (the usual answer at start): every screen reading the session would draw again for nothing.
  if (sameJson(next, current)) return;
  saveSession(next);
}

/** Equal as JSON, whatever the order of the keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Forgets the user: storage and what IndexedDB holds for them (their outbox rows wait for their next sign-in). */
export async function clearSession(): Promise<void> {
  const wasSignedIn = current !== null;
  current = null;
  try {
    localStorage.removeItem(sessionStorageKey);
  } catch {
    // Nothing stored to remove.
  }
  if (wasSignedIn) emit();
  // Dexie loads only when needed so the landing page does not pay for it.
  const { clearUserData } = await import('./db.ts');
  await clearUserData().catch(() => undefined);
}

const expiryListeners = new Set<Listener>();
/** A 401 can come back before the shell has mounted its listener: the news waits for the first one. */
let expiryUnheard = false;

/** The server refused the token: sign out and tell whoever shows the message. */
export async function expireSession(): Promise<void> {
  if (!current) return;
  await clearSession();
  expiryUnheard = expiryListeners.size === 0;
  for (const listener of expiryListeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  if (expiryUnheard) {
    expiryUnheard = false;
    listener();
  }
  return () => expiryListeners.delete(listener);
}

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    current = readStored();
    emit();
  });
}
