import { Outlet } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { AppToaster } from './app-toaster.tsx';
import { useSessionRouting } from './use-session-routing.ts';
import * as css from './app-shell.css.ts';

export function AppShell() {
  useSessionRouting();
  return (
    <div className={css.shell}>
      <a className={css.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className={css.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AppToaster />
    </div>
  );
}
