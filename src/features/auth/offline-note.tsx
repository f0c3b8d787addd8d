import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import * as css from './auth-card.css.ts';

/** Account forms talk to the server there and then: offline, say so and keep what was typed. */
export function OfflineNote() {
  const { t } = useLingui();
  return (
    <p className={css.offline} role="status">
      <WifiOff size={18} aria-hidden="true" />
      <span>{t`You are offline. This needs a connection; what you typed stays here until you are back online.`}</span>
    </p>
  );
}
