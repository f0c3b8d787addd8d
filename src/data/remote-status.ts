import { useEffect, useEffectEvent, useState } from 'react';
import { afterNextPaint } from './idle-queue.ts';
import { failureOf } from './transport/call-failure.ts';

/** How the refresh of one item went: a screen still shows what IndexedDB has meanwhile. */
export type RemoteStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** Runs `sync` once per key; a 404 (or a malformed id, 400) means the item does not exist. */
export function useRemote(key: string | null, sync: () => Promise<unknown>): RemoteStatus {
  const [status, setStatus] = useState<RemoteStatus>('loading');
  // The key names the sync: the function itself is recreated on each render.
  const syncNow = useEffectEvent(sync);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setStatus('loading');
    // Asked for once the screen has drawn what IndexedDB holds.
    const cancel = afterNextPaint(() =>
      syncNow().then(
        () => live && setStatus('ready'),
        (error: unknown) => {
          const failure = failureOf(error);
          if (live) setStatus(failure.status === 404 || failure.status === 400 ? 'missing' : 'failed');
        },
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [key]);
  return status;
}
