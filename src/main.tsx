import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '@/ui/theme/tokens.css.ts';
import '@/ui/theme/global.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { activateLocale } from '@/i18n/activate-locale.ts';
import { browserLocaleSources, detectLocale } from '@/i18n/detect-locale.ts';
import { router } from '@/router.tsx';
import { registerServiceWorker } from '@/data/register-service-worker.ts';
import { getSession } from '@/data/session.ts';
import { afterNextPaint } from '@/data/idle-queue.ts';
import { prepareRelativeTime } from '@/i18n/relative-time-format.ts';

// The current page's code downloads while the catalog does, rather than after the first render asks for it.
const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
for (const match of router.matchRoutes(router.state.location)) {
  const route = routes.get(match.routeId);
  if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
}
const locale = detectLocale(browserLocaleSources());
// The first relative time ("3 hours ago") makes the browser load its number formats, a long task on
// a phone. A signed-in visitor's pages show posts: for them it is done now, while the catalog and
// the page's code arrive, not in the middle of drawing the first cards. Online, boot.js has done it
// already (during the entry's download) and this costs nothing; offline it has not.
if (getSession()) setTimeout(() => prepareRelativeTime(locale), 0);
await activateLocale(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page at once.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  ),
);

// Confirms a stored token once the first screen is drawn; ky and the API layer load separately, and
// a visitor without a session does not load them at all.
if (getSession()) afterNextPaint(() => void import('@/data/auth.ts').then(({ revalidateSession }) => revalidateSession()));

// The worker's registration and its precache downloads wait until the first screen has painted
// and the browser is idle, so they never compete with the page's own requests.
requestAnimationFrame(() =>
  setTimeout(() => {
    if (window.requestIdleCallback) window.requestIdleCallback(registerServiceWorker, { timeout: 3000 });
    else setTimeout(registerServiceWorker, 500);
  }),
);
