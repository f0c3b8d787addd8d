/// <reference lib="webworker" />
import '../src/data/writes/all-kinds.ts';
import { flushOutbox } from '../src/data/outbox/flush.ts';
import { backgroundSyncTag } from '../src/data/outbox/flush-scheduler.ts';
import { storedOutboxSession, storeOutboxSession } from '../src/data/outbox/outbox-session.ts';
import { tellPagesFromWorker } from '../src/data/outbox/worker-channel.ts';
import { createTransport, type Transport } from '../src/data/transport/transport.ts';

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

/** Where the worker listens: `self`, or a stand-in in tests. */
export interface SyncScope {
  addEventListener(type: 'sync', listener: (event: Event) => void): void;
}

/** A revoked session's copy goes, so the worker stops trying until the page stores the next one. */
async function forgetRevoked(token: string) {
  if ((await storedOutboxSession())?.token === token) await storeOutboxSession(null);
}

async function syncOutbox(transport: Transport, revocation: () => Promise<void>) {
  const result = await flushOutbox({ session: storedOutboxSession, transport });
  await revocation();
  // Rows still waiting for the network fail the sync, so the browser tries again later; signed out, there is nothing to try.
  if (result.waiting > 0 && (await storedOutboxSession())) throw new Error('outbox rows still waiting');
}

/**
 * Background Sync: the browser wakes the worker when the connection returns,
 * even with the app closed, and the same flush as the page's delivers the
 * signed-in user's outbox, with the id and token the page stored. A refusal
 * stays in IndexedDB as a failed row and is told to any open page.
 */
export function handleOutboxSync(scope: SyncScope): () => void {
  const pages = tellPagesFromWorker();
  let revoking = Promise.resolve();
  const transport = createTransport({
    token: async () => (await storedOutboxSession())?.token ?? null,
    onRevoked: (token) => {
      revoking = forgetRevoked(token).then(() => pages.revoked(token));
    },
  });
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== backgroundSyncTag) return;
    sync.waitUntil(syncOutbox(transport, () => revoking));
  });
  return pages.stop;
}
