import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, WifiOff } from 'lucide-react';
import toast from 'react-hot-toast';
import type { AccountSession } from '@/contract/entities.ts';
import { endSession, useAccountSessions } from '@/data/account-sessions.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { serverMessage } from '@/features/auth/server-message.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { Button } from '@/ui/button.tsx';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { deviceLabel } from './device-label.ts';
import { SessionItem } from './session-item.tsx';
import * as css from './sessions-screen.css.ts';

function SessionsSkeleton() {
  return (
    <ul className={css.list} aria-busy="true">
      {[0, 1].map((key) => (
        <li key={key} className={css.skeletonItem}>
          <Skeleton inlineSize="12rem" blockSize="1.25rem" />
          <Skeleton inlineSize="16rem" blockSize="0.875rem" />
        </li>
      ))}
    </ul>
  );
}

/** The devices signed in to the account, read from the server when the screen opens; any but this one can be signed out. */
export function SessionsScreen() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { state, reload } = useAccountSessions();
  const { confirm, dialog } = useConfirm();
  const [ending, setEnding] = useState<string | null>(null);
  useDocumentTitle(t`Signed-in devices`);
  const waitingForConnection = state.status === 'failed' && state.offline;
  // The list failed for want of a connection: it is read again as soon as there is one.
  useEffect(() => {
    if (online && waitingForConnection) reload();
  }, [online, waitingForConnection, reload]);

  const signOut = async (session: AccountSession) => {
    const name = deviceLabel(i18n, session.userAgent);
    const confirmed = await confirm({
      title: t`Sign out ${name}?`,
      message: t`Whoever uses that device will need to log in again.`,
      confirmLabel: t`Sign out`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
    if (!confirmed) return;
    setEnding(session.id);
    try {
      await endSession(session.id);
      toast.success(t`${name} is signed out.`);
    } catch (error) {
      const failure = failureOf(error);
      toast.error(
        failure.status === null ? t`Check your connection.` : serverMessage(i18n, failure, t`Could not sign that device out. Please try again.`),
      );
    } finally {
      setEnding(null);
      reload();
    }
  };

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <div>
        <BackButton />
      </div>
      <div>
        <h1 className={css.title}>{t`Signed-in devices`}</h1>
        <p className={css.intro}>
          <Trans>These are the browsers where your account is signed in. Sign out any you do not recognise or no longer use.</Trans>
        </p>
      </div>
      {state.status === 'loading' && online ? <SessionsSkeleton /> : null}
      {state.status !== 'ready' && !online ? (
        <p className={css.note} role="status">
          <WifiOff size={18} aria-hidden="true" />
          <span>{t`You are offline. The list of devices needs a connection; it shows once you are back online.`}</span>
        </p>
      ) : null}
      {state.status === 'failed' && online ? (
        <div className={css.note} role="alert">
          <AlertCircle size={18} aria-hidden="true" />
          <span>{t`Could not load your devices.`}</span>
          <Button variant="secondary" onClick={reload}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <ul className={css.list} aria-label={t`Signed-in devices`}>
          {state.sessions.map((session) => (
            <SessionItem key={session.id} session={session} ending={ending === session.id} onEnd={() => void signOut(session)} />
          ))}
        </ul>
      ) : null}
      {dialog}
    </div>
  );
}
