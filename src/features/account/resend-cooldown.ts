import { useEffect, useSyncExternalStore } from 'react';

/** After a link is sent (or the server says to wait), asking again is offered only after this. */
export const resendPauseMs = 60_000;

let pausedUntil = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPaused = () => Date.now() < pausedUntil;

/** Shared by the banner and the verify screen, for the whole visit: leaving a screen does not lift it. */
export function pauseResend(ms = resendPauseMs): void {
  pausedUntil = Date.now() + ms;
  emit();
}

/** Whether "send again" should wait; turns false by itself when the pause ends. */
export function useResendPaused(): boolean {
  const paused = useSyncExternalStore(subscribe, isPaused, isPaused);
  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(emit, Math.max(0, pausedUntil - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [paused]);
  return paused;
}
