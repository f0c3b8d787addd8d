import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning, X } from 'lucide-react';
import type { SessionUser } from '@/contract/entities.ts';
import { useResend } from './use-resend.ts';
import * as css from './verify-banner.css.ts';

/** A long address may wrap on a narrow phone: before its @ rather than anywhere. */
function breakable(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const hiddenKey = 'pawpals.verify-banner-hidden';

function hiddenFor(userId: string): boolean {
  try {
    return sessionStorage.getItem(hiddenKey) === userId;
  } catch {
    return false;
  }
}

/**
 * A calm line while the address is not verified: the account works all the
 * same. Drawn with the shell's first paint (the session is read at once), so
 * it never pushes the screen down later; it can be put away for the visit.
 */
export function VerifyBanner({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(() => hiddenFor(user._id));
  const resend = useResend();
  if (user.emailVerified !== false || hidden) return null;

  const hide = () => {
    try {
      sessionStorage.setItem(hiddenKey, user._id);
    } catch {
      // No storage: hidden until the next page load.
    }
    setHidden(true);
  };

  const address = breakable(user.email);
  return (
    <div className={css.banner} data-testid="verify-banner">
      <MailWarning size={18} aria-hidden="true" className={css.icon} />
      <p className={css.text}>
        <Trans>
          Check your inbox to verify <bdi dir="ltr">{address}</bdi>
        </Trans>
      </p>
      <div className={css.actions}>
        <button
          type="button"
          className={css.action}
          onClick={resend.send}
          disabled={resend.sending || resend.paused}
          aria-label={t`Email me a new link`}
        >
          {t`New link`}
        </button>
        <button type="button" className={css.close} onClick={hide} aria-label={t`Hide this reminder`}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
