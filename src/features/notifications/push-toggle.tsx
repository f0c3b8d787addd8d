import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { enablePush, pushState, type PushState } from '@/data/push.ts';
import { buttonClass } from '@/ui/button.tsx';
import * as css from './notification-bell.css.ts';

/** Permission is asked only from this click, never on load. */
export function PushToggle() {
  const [state, setState] = useState<PushState>(pushState);
  if (state === 'unsupported' || state === 'granted') return null;
  if (state === 'denied') {
    return (
      <p className={css.hint}>
        <Trans>Notifications are blocked in your browser settings.</Trans>
      </p>
    );
  }
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => void enablePush().then(setState, () => setState(pushState()))}>
      <BellRing size={18} aria-hidden="true" />
      <Trans>Turn on notifications</Trans>
    </button>
  );
}
