import '../writes/all-kinds.ts';
import { currentToken, expireSession } from '../session.ts';
import { startOutboxFlushing } from './flush-scheduler.ts';
import { storeToken } from './token-store.ts';

let flushing: ReturnType<typeof startOutboxFlushing> | undefined;

/** Starts delivering the outbox from this tab for the signed-in user; the worker gets the token too. */
export function startPageOutbox(): () => void {
  void storeToken(currentToken());
  flushing ??= startOutboxFlushing({ getToken: currentToken, onUnauthorized: () => void expireSession() });
  return () => {
    flushing?.stop();
    flushing = undefined;
  };
}

/** A moment when sending is likely to work again (the socket reconnected). */
export const flushOutboxSoon = () => flushing?.flushSoon();
