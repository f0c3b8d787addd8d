import { useEffect } from 'react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button, buttonClass } from '@/ui/button.tsx';
import { iconBadge, narrow } from '@/ui/layout.css.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import * as css from './page.css.ts';

/** A screen that threw: say so, report it once, and offer to draw it again or go home. Looks like the not-found screen. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    // Loaded only here: the HTTP client stays off the first load of the signed-out pages.
    void import('@/data/client-errors.ts').then(({ reportClientError }) => reportClientError(error)).catch(() => undefined);
  }, [error]);

  const tryAgain = () => {
    reset();
    void router.invalidate();
  };

  return (
    <div className={`${narrow} ${css.page}`} role="alert">
      <div className={css.hero}>
        <span className={iconBadge}>
          <PawIcon size={28} />
        </span>
        <h1 className={css.title}>
          <Trans>Something went wrong on this screen</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Part of this page could not be shown. We have been told about it; trying again often helps.</Trans>
        </p>
        <div className={css.actions}>
          <Button onClick={tryAgain}>
            <Trans>Try again</Trans>
          </Button>
          <Link to="/" className={buttonClass('secondary')}>
            <Trans>Return to Home</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}
