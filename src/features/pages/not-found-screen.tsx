import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button.tsx';
import { iconBadge, narrow } from '@/ui/layout.css.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import * as css from './page.css.ts';

export function NotFoundScreen() {
  return (
    <div className={`${narrow} ${css.page}`}>
      <div className={css.hero}>
        <span className={iconBadge}>
          <PawIcon size={28} />
        </span>
        <p className={css.updated}>404</p>
        <h1 className={css.title}>
          <Trans>Oops! We couldn't find this page</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>The page may have moved, or the link may be mistyped.</Trans>
        </p>
        <Link to="/" className={buttonClass('primary')}>
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </div>
  );
}
