import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { getSession, onSessionExpired, subscribeSession } from '@/data/session.ts';
import { currentSuspension } from '@/data/suspension-notice.ts';

/** Re-runs the route guards whenever the session changes (other tab, 401) and reports an expired session. */
export function useSessionRouting(): void {
  const router = useRouter();
  const { t } = useLingui();
  useEffect(() => {
    // The session may have ended before this effect ran (a 401 during the first render): guard again now.
    if (!getSession()) void router.invalidate();
    return subscribeSession(() => void router.invalidate());
  }, [router]);
  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(currentSuspension() ? t`Your account is suspended.` : t`Your session has ended. Please log in again.`);
        void router.navigate({ to: '/login' });
      }),
    [router, t],
  );
}
