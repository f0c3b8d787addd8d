import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, Newspaper, Search } from 'lucide-react';
import type { SessionUser } from '@/contract/entities.ts';
import { useShownSelf } from '@/data/own-profile.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import * as css from './header.css.ts';

// The bell reads IndexedDB; loading it apart keeps Dexie out of the visitor's first bundle.
const NotificationBell = lazy(() => import('@/features/notifications/notification-bell.tsx'));

export default function SignedInNav({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  // With a change of profile waiting to be sent, the menu shows it already.
  const shown = useShownSelf() ?? user;
  return (
    <>
      <nav className={css.bar} aria-label={t`Main`}>
        <Link to="/feed" className={css.navLink} activeProps={{ 'aria-current': 'page' }}>
          <Newspaper size={20} aria-hidden="true" />
          <span className={css.wideText}>
            <Trans>Posts</Trans>
          </span>
        </Link>
        <Link to="/search" className={css.wideNavLink} activeProps={{ 'aria-current': 'page' }}>
          <Search size={20} aria-hidden="true" />
          <Trans context="link to the search screen">Search</Trans>
        </Link>
        <Link to="/explore" className={css.wideNavLink} activeProps={{ 'aria-current': 'page' }}>
          <Compass size={20} aria-hidden="true" />
          <Trans context="link to the explore screen">Explore</Trans>
        </Link>
        {/* biome-ignore lint/a11y/useValidAnchor: a link with no href, role link and aria-disabled is how a disabled link is announced; it leads nowhere yet. */}
        <a className={css.disabledLink} role="link" aria-disabled="true">
          <Trans>Donate</Trans>
        </a>
      </nav>
      <LanguageSwitch />
      {/* The bell's place is kept while its code loads, so that the header does not move when it comes. */}
      <Suspense fallback={<span className={css.bellPlace} />}>
        <NotificationBell />
      </Suspense>
      <AvatarMenu user={shown} />
    </>
  );
}
