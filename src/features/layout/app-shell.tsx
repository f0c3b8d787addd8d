import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { AppToaster } from './app-toaster.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { useSessionRouting } from './use-session-routing.ts';
import { useSession } from '@/data/session.ts';
import { VerifyBanner } from '@/features/account/verify-banner.tsx';
import * as css from './app-shell.css.ts';

// Loaded only once someone signs in, so the landing page does not carry IndexedDB code.
const OutboxBridge = lazy(() => import('./signed-in-parts.ts').then((parts) => ({ default: parts.OutboxBridge })));
const OfflineIndicator = lazy(() => import('./signed-in-parts.ts').then((parts) => ({ default: parts.OfflineIndicator })));

export function AppShell() {
  useSessionRouting();
  const user = useSession();
  return (
    <div>
      <a className={css.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className={css.main} tabIndex={-1}>
        {user && (
          <Suspense fallback={null}>
            <OfflineIndicator key={user._id} userId={user._id} />
          </Suspense>
        )}
        {user && <VerifyBanner key={user._id} user={user} />}
        <Outlet />
      </main>
      <Footer />
      <AppToaster />
      <UpdatePrompt />
      {user && (
        <Suspense fallback={null}>
          <OutboxBridge key={user._id} />
        </Suspense>
      )}
    </div>
  );
}
