import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { useResendPaused } from './resend-cooldown.ts';

// The call and its messages load when first used: the banner is drawn with the shell, on every screen.
const loadResend = () => import('./resend-verification.ts');

/** "Send the verification link again", for a button: whether it runs now, or should wait. */
export function useResend(): { send: () => void; sending: boolean; paused: boolean } {
  const { i18n } = useLingui();
  const paused = useResendPaused();
  const [sending, setSending] = useState(false);
  const send = () => {
    if (sending || paused) return;
    setSending(true);
    loadResend()
      .then(({ sendVerificationAgain }) => sendVerificationAgain(i18n))
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  return { send, sending, paused };
}
