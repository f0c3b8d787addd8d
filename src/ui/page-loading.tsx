import { Trans } from '@lingui/react/macro';
import { Spinner } from './spinner.tsx';
import * as css from './page-loading.css.ts';

export function PageLoading() {
  return (
    <div className={css.loading} role="status">
      <Spinner />
      <Trans>Loading…</Trans>
    </div>
  );
}
