import { useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { buttonClass } from '@/ui/button.tsx';
import { FeaturesLink } from './features-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import * as css from './header.css.ts';

export function SignedOutNav() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);

  return (
    <>
      <nav className={css.wideOnly} aria-label={t`Main`}>
        <Link to="/about" className={css.navLink}>
          <Trans context="link to the page about PawPals">About</Trans>
        </Link>
        <FeaturesLink className={css.navLink} />
      </nav>
      <LanguageSwitch />
      <span className={css.wideOnly}>
        <Link to="/login" className={buttonClass('ghost')}>
          <Trans>Login</Trans>
        </Link>
        <Link to="/signup" className={buttonClass('primary')}>
          <Trans>Sign up</Trans>
        </Link>
      </span>
      <button
        type="button"
        className={`${buttonClass('icon')} ${css.narrowOnly}`}
        aria-label={t`Menu`}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
      </button>
      {open ? (
        <nav id="mobile-menu" className={`${css.mobilePanel} ${css.narrowOnly}`} aria-label={t`Main`}>
          <Link to="/about" className={css.navLink} onClick={close}>
            <Trans context="link to the page about PawPals">About</Trans>
          </Link>
          <FeaturesLink className={css.navLink} onNavigate={close} />
          <Link to="/login" className={buttonClass('secondary')} onClick={close}>
            <Trans>Login</Trans>
          </Link>
          <Link to="/signup" className={buttonClass('primary')} onClick={close}>
            <Trans>Sign up</Trans>
          </Link>
        </nav>
      ) : null}
    </>
  );
}
