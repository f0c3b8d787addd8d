import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import * as css from './form.css.ts';

/** An upload needs the network: say so, and keep what was typed. */
export function OfflineNotice() {
  const { t } = useLingui();
  return (
    <p className={css.offline} role="status">
      <WifiOff size={18} aria-hidden="true" />
      {t`You are offline. Saving needs a connection; what you entered stays here until you are back online.`}
    </p>
  );
}
