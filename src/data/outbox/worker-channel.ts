import type { OutboxRow } from '../db.ts';
import { onOutboxFailure, reportOutboxFailure, type OutboxFailure } from './failures.ts';

const channelName = 'pawpals-outbox';

/** What the service worker tells open pages. */
export type WorkerNews = { type: 'failed'; failure: OutboxFailure } | { type: 'revoked'; token: string };

const isNews = (data: unknown): data is WorkerNews => {
  const news = data as Partial<WorkerNews> | null;
  return (
    (news?.type === 'failed' && typeof (news as { failure?: { row?: OutboxRow } }).failure?.row?.id === 'string') ||
    (news?.type === 'revoked' && typeof (news as { token?: unknown }).token === 'string')
  );
};

/** In the worker: every refusal it meets, and a revoked session, go to whichever pages are open. */
export function tellPagesFromWorker(): { revoked: (token: string) => void; stop: () => void } {
  const channel = new BroadcastChannel(channelName);
  const stopFailures = onOutboxFailure((failure) => {
    if (!failure.fromWorker) channel.postMessage({ type: 'failed', failure } satisfies WorkerNews);
  });
  return {
    revoked: (token) => channel.postMessage({ type: 'revoked', token } satisfies WorkerNews),
    stop() {
      stopFailures();
      channel.close();
    },
  };
}

/**
 * In a page: the worker's refusals of this user's rows are reported here as
 * the page's own (so they are toasted), and a session it found revoked is handed over.
 */
export function listenToWorker(userId: string, onRevoked: (token: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isNews(event.data)) return;
    if (event.data.type === 'revoked') onRevoked(event.data.token);
    else if (event.data.failure.row.userId === userId) reportOutboxFailure({ ...event.data.failure, fromWorker: true });
  };
  return () => channel.close();
}
