import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CloudUpload } from 'lucide-react';
import * as css from './sending-progress.css.ts';

/**
 * Something made offline, still on its way: that it waits, and how many of
 * its photos are up (the bar counts the photos, then the item itself).
 */
export function SendingProgress({ sent, photos }: { sent: number; photos: number }) {
  const { t } = useLingui();
  const state = photos > 0 ? t`Waiting to send: ${sent} of ${plural(photos, { one: '# photo', other: '# photos' })} sent` : t`Waiting to send`;
  return (
    <div className={css.sending} role="status" data-testid="sending-progress">
      <span className={css.line}>
        <CloudUpload size={18} aria-hidden="true" />
        {state}
      </span>
      <progress className={css.bar} value={sent} max={photos + 1} aria-label={t`Sending progress`} />
    </div>
  );
}
