import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { discardWaitingChanges, useChangeCounts } from '@/data/changes.ts';
import { useOnline } from '@/data/online.ts';
import { buttonClass } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { AlertDialog } from '@/ui/dialog/alert-dialog.tsx';
import { useModalOnMount } from '@/ui/dialog/use-modal-on-mount.ts';
import * as css from '@/ui/dialog/confirm-dialog.css.ts';
import * as own from './sign-out-dialog.css.ts';

interface SignOutDialogProps {
  userId: string;
  /** Signs out for real; called once, when the person's choice allows it. */
  onSignOut: () => void;
  onCancel: () => void;
}

/**
 * Signing out while changes still wait: says how many, and lets the person
 * wait for them to be sent (signing out once they are), discard them, or stay.
 */
export default function SignOutDialog({ userId, onSignOut, onCancel }: SignOutDialogProps) {
  const { t } = useLingui();
  const online = useOnline();
  const counts = useChangeCounts(userId);
  const [waitingForSend, setWaitingForSend] = useState(false);
  const { dialog, initialFocus: safeRef, returnFocus } = useModalOnMount<HTMLButtonElement>();
  const done = useRef(false);
  const messageId = useId();
  const waiting = counts?.waiting ?? 0;

  const finish = (signOut: boolean) => {
    if (done.current) return;
    done.current = true;
    dialog.current?.close();
    if (signOut) onSignOut();
    else {
      returnFocus();
      onCancel();
    }
  };

  useEffect(() => {
    if (waitingForSend && counts && counts.waiting === 0) finish(true);
  });

  const discard = async () => {
    await discardWaitingChanges(userId);
    finish(true);
  };

  return (
    <AlertDialog
      ref={dialog}
      title={<Trans>Sign out?</Trans>}
      messageId={messageId}
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
      onBackdropClick={() => finish(false)}
    >
      <div id={messageId} className={css.message} aria-live="polite">
        <p>{waiting === 1 ? t`1 change is still waiting to be sent.` : t`${waiting} changes are still waiting to be sent.`}</p>
        {waitingForSend ? (
          <p className={own.progress}>
            {online ? <Spinner /> : <WifiOff className={own.icon} size={18} aria-hidden="true" />}
            <span>
              {online
                ? t`Sending… You will be signed out once they are sent.`
                : t`You are offline. They are sent when the connection returns, then you are signed out.`}
            </span>
          </p>
        ) : (
          <p>
            <Trans>Wait for them to be sent and sign out then, or discard them and sign out now.</Trans>
          </p>
        )}
      </div>
      <div className={css.actions}>
        <button ref={safeRef} type="button" className={buttonClass('secondary')} onClick={() => finish(false)}>
          {waitingForSend ? t`Stay signed in` : t`Cancel`}
        </button>
        {waitingForSend ? null : (
          <>
            <button type="button" className={buttonClass('danger')} onClick={() => void discard()}>
              <Trans>Discard and sign out</Trans>
            </button>
            <button type="button" className={buttonClass('primary')} onClick={() => setWaitingForSend(true)}>
              <Trans>Sign out when sent</Trans>
            </button>
          </>
        )}
      </div>
    </AlertDialog>
  );
}
