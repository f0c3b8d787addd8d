import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import * as css from './form.css.ts';

/** Offline: by default, that saving needs the network and what was typed stays; `children` says otherwise for a form that queues. */
export function OfflineNotice({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <p className={css.offline} role="status">
      <WifiOff size={18} aria-hidden="true" />
      {children ?? t`You are offline. Saving needs a connection; what you entered stays here until you are back online.`}
    </p>
  );
}
