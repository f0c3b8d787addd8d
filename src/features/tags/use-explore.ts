import { useEffect, useState } from 'react';
import type { ExploreWindow } from '@/contract/schemas/tags.ts';
import { storedExplore, syncExplore } from '@/data/explore.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { useLiveQuery } from '@/data/use-live-query.ts';

type Status = 'loading' | 'ready' | 'offline' | 'failed';

/** The window's Explore: asked of the server, and read from IndexedDB, so the last one shows offline. */
export function useExplore(window: ExploreWindow) {
  const online = useOnline();
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    syncExplore(window).then(
      () => current && setStatus('ready'),
      (error: unknown) => current && setStatus(failureOf(error).kind === 'network' ? 'offline' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [window, attempt]);

  useEffect(() => {
    if (status === 'offline' && online) setAttempt((count) => count + 1);
  }, [status, online]);

  const view = useLiveQuery(() => storedExplore(window), [window]);
  return { status, view, retry: () => setAttempt((count) => count + 1) };
}
