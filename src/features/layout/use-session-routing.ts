import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { onSessionExpired, subscribeSession } from '@/data/session.ts';

/** Re-runs the route guards whenever the session changes (other tab, 401) and reports an expired session. */
export function useSessionRouting(): void {
  const router = useRouter();
  const { t } = useLingui();
  useEffect(() => subscribeSession(() => void router.invalidate()), [router]);
  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(t`Your session has ended. Please log in again.`);
        void router.navigate({ to: '/login' });
      }),
    [router, t],
  );
}
