import { useLingui } from '@lingui/react/macro';
import * as css from './feed-parts.css.ts';

/** Search and suggested accounts; the list itself comes with the social issue. */
export function RightColumn() {
  const { t } = useLingui();
  return (
    <div className={css.panel}>
      <h2 className={css.panelTitle}>{t`Suggested accounts`}</h2>
    </div>
  );
}
