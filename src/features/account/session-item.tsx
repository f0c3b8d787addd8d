import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { AccountSession } from '@/contract/entities.ts';
import { formatRelativeTime } from '@/i18n/relative-time-format.ts';
import { Button } from '@/ui/button.tsx';
import { deviceLabel, isHandheld } from './device-label.ts';
import * as css from './sessions-screen.css.ts';

/** One signed-in device: what it is, when it was opened and last used; the others can be signed out. */
export function SessionItem({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const { t, i18n } = useLingui();
  const Icon = isHandheld(session.userAgent) ? Smartphone : Monitor;
  const name = deviceLabel(i18n, session.userAgent);
  const opened = formatRelativeTime(session.createdAt, i18n.locale);
  const used = formatRelativeTime(session.lastUsedAt, i18n.locale);
  return (
    <li className={css.item} data-testid="session">
      <span className={css.icon} aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className={css.body}>
        <h2 className={css.name}>
          <span>{name}</span>
          {session.current ? <span className={css.current}>{t`This device`}</span> : null}
        </h2>
        <p className={css.times}>
          <Trans>
            Signed in <time dateTime={session.createdAt}>{opened}</time>
          </Trans>
          {' · '}
          <Trans>
            Last used <time dateTime={session.lastUsedAt}>{used}</time>
          </Trans>
        </p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" className={css.action} onClick={onEnd} disabled={ending} aria-label={t`Sign out ${name}`}>
          <LogOut size={18} aria-hidden="true" />
          {t`Sign out`}
        </Button>
      )}
    </li>
  );
}
