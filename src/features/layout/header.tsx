import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/data/session.ts';
import { container } from '@/ui/layout.css.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import { SignedOutNav } from './signed-out-nav.tsx';
import * as css from './header.css.ts';

// Signed-in parts (menu, bell, logout) load apart so a visitor's first bundle stays small.
const SignedInNav = lazy(() => import('./signed-in-parts.ts').then((parts) => ({ default: parts.SignedInNav })));

export function Header() {
  const { t } = useLingui();
  const user = useSession();
  return (
    <header className={css.header}>
      <div className={`${container} ${css.bar}`}>
        <Link to="/" className={css.brand} aria-label={t`PawPals home`}>
          <PawIcon className={css.brandMark} size={28} />
          <span className={css.brandText}>PawPals</span>
        </Link>
        {user ? (
          <Suspense fallback={null}>
            <SignedInNav user={user} />
          </Suspense>
        ) : (
          <SignedOutNav />
        )}
      </div>
    </header>
  );
}
