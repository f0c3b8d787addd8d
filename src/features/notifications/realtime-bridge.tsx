import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@/contract/entities.ts';
import { whenIdle } from '@/data/idle-queue.ts';
import { startOwnProfileSync } from '@/data/own-profile.ts';
import { startSessionUserSync } from '@/data/session-user-sync.ts';
import { syncFollowRelations } from '@/data/users.ts';
import { storePushTexts } from '@/data/push-texts.ts';
import { keepPushSubscription, stopPush } from '@/data/push.ts';
import { getSession } from '@/data/session.ts';
import { buildPushTexts } from './push-texts.ts';

/**
 * What runs while someone is signed in, beside the bell: the live connection,
 * the follow graph, and what the service worker needs for pushes. All but the
 * session's own sync start once the page is idle, so the screen's own data and
 * first drawing come first.
 */
export function RealtimeBridge({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const { _id: userId, token } = user;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    // The connection's code (socket.io) downloads in idle time, apart from the bell's. Like the
    // bell's own code, it comes from the service worker's cache once installed; if it cannot
    // download, the page goes without live updates and each screen's own reads still run.
    const cancel = whenIdle(() => {
      import('@/data/socket.ts').then(
        ({ startRealtime }) => {
          if (!ended) stop = startRealtime(userId);
        },
        () => undefined,
      );
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [userId, token]);
  useEffect(() => startSessionUserSync(userId), [userId]);
  useEffect(() => startOwnProfileSync(userId), [userId]);
  useEffect(() => whenIdle(() => void syncFollowRelations().catch(() => undefined)), [userId]);
  useEffect(() => whenIdle(() => void storePushTexts(buildPushTexts(i18n)).catch(() => undefined)), [i18n, i18n.locale]);
  useEffect(() => {
    const cancel = whenIdle(() => void keepPushSubscription().catch(() => undefined));
    return () => {
      cancel();
      // Unmounted because the session ended (not another user signing in over it): forget this browser.
      if (getSession()?._id !== userId) void stopPush(token);
    };
  }, [userId, token]);
  return null;
}
