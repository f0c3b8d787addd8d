import { useSyncExternalStore } from 'react';
import type { SuspensionNotice } from '@/contract/suspension.ts';

/** The last suspension heard of on this page (live, or from a refused login), for the login screen to explain. */
let notice: SuspensionNotice | null = null;
const listeners = new Set<() => void>();

export function rememberSuspension(next: SuspensionNotice | null): void {
  notice = next;
  for (const listener of listeners) listener();
}

export const currentSuspension = (): SuspensionNotice | null => notice;

/** A refused login's `errors`, read as a suspension when they hold one. */
export function suspensionFromErrors(errors: Record<string, string>): SuspensionNotice | null {
  return errors.suspendedUntil ? { suspendedUntil: errors.suspendedUntil, reason: errors.reason ?? '' } : null;
}

export function useSuspensionNotice(): SuspensionNotice | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentSuspension);
}
