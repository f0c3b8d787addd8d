import { useLingui } from '@lingui/react/macro';
import { CloudUpload } from 'lucide-react';
import { visuallyHidden } from './visually-hidden.css.ts';
import * as css from './waiting-mark.css.ts';

/**
 * Something made offline and not yet sent, marked quietly where a bar does not
 * fit (a pet's card or tile): the sending bar's icon and words. `badge`: the
 * icon alone on a photo's corner, its words read but not shown.
 */
export function WaitingMark({ badge = false }: { badge?: boolean }) {
  const { t } = useLingui();
  const words = t`Waiting to send`;
  return (
    <span className={badge ? css.badge : css.mark} data-testid="waiting-mark">
      <CloudUpload size={badge ? 14 : 16} aria-hidden="true" />
      <span className={badge ? visuallyHidden : undefined}>{words}</span>
    </span>
  );
}
