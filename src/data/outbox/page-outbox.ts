import '../writes/all-kinds.ts';
import { transport } from '../http.ts';
import { currentToken, expireSession, getSession } from '../session.ts';
import { startOutboxFlushing } from './flush-scheduler.ts';
import { storeOutboxSession, type OutboxSession } from './outbox-session.ts';
import { claimUnownedRows } from './user-rows.ts';
import { listenToWorker } from './worker-channel.ts';

let flushing: ReturnType<typeof startOutboxFlushing> | undefined;

const pageSession = (): OutboxSession | null => {
  const session = getSession();
  return session ? { userId: session._id, token: session.token } : null;
};

/** Starts delivering the signed-in user's outbox from this tab; the worker gets their id and token too. */
export function startPageOutbox(): () => void {
  const session = pageSession();
  void storeOutboxSession(session);
  const ready = session ? claimUnownedRows(session.userId).catch(() => undefined) : Promise.resolve();
  flushing ??= startOutboxFlushing({ session: pageSession, transport }, ready);
  const stopListening = session
    ? listenToWorker(session.userId, (token) => {
        if (currentToken() === token) void expireSession();
      })
    : () => undefined;
  return () => {
    stopListening();
    flushing?.stop();
    flushing = undefined;
  };
}

/** The socket (re)connected: the server is back, so waiting rows go now instead of after their backoff. */
export const outboxServerReachable = () => flushing?.serverReachable();
