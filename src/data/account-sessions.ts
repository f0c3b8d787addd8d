import { useCallback, useEffect, useState } from 'react';
import type { AccountSession } from '@/contract/entities.ts';
import { deleteSession, getSessions } from './api/sessions.ts';
import { failureOf } from './transport/call-failure.ts';

export type SessionsState = { status: 'loading' } | { status: 'ready'; sessions: AccountSession[] } | { status: 'failed'; offline: boolean };

/** This device first, then the most recently used. */
export const inListOrder = (sessions: AccountSession[]): AccountSession[] =>
  [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));

/**
 * The signed-in devices, read from the server each time the screen opens:
 * account data, not part of what is kept on the device for offline use.
 */
export function useAccountSessions(): { state: SessionsState; reload: () => void } {
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    getSessions().then(
      (sessions) => live && setState({ status: 'ready', sessions: inListOrder(sessions) }),
      (error: unknown) => live && setState({ status: 'failed', offline: failureOf(error).status === null }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => {
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    setRound((value) => value + 1);
  }, []);
  return { state, reload };
}

/** Signs one of the caller's other devices out; a session already gone (404) counts as done. */
export async function endSession(sessionId: string): Promise<void> {
  try {
    await deleteSession(sessionId);
  } catch (error) {
    if (failureOf(error).status !== 404) throw error;
  }
}
