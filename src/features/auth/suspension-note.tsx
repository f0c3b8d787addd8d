import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { useSuspensionNotice } from '@/data/suspension-notice.ts';
import { formatDate } from '@/i18n/format-date.ts';
import * as css from './suspension-note.css.ts';

/** Why the account cannot sign in, and until when: from the refused login, or heard live as it was suspended. */
export function SuspensionNote() {
  const { i18n } = useLingui();
  const notice = useSuspensionNotice();
  if (!notice) return null;
  const until = notice.suspendedUntil === 'forever' ? null : formatDate(notice.suspendedUntil, i18n.locale);
  const reason = notice.reason;
  return (
    <div className={css.note} role="alert">
      <ShieldAlert size={20} aria-hidden="true" className={css.icon} />
      <div className={css.body}>
        <p className={css.title}>
          {until ? <Trans>Your account is suspended until {until}.</Trans> : <Trans>Your account is suspended for good.</Trans>}
        </p>
        {reason ? (
          <p className={css.reason} dir="auto">
            <Trans>Reason given by the moderators: {reason}</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
