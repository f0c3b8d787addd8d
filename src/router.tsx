import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { ErrorScreen } from '@/features/pages/error-screen.tsx';
import { NotFoundScreen } from '@/features/pages/not-found-screen.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Back on a page, it is where it was at once, as after the browser's own back button (the page's CSS asks for smooth scrolling).
  scrollRestorationBehavior: 'instant',
  defaultPendingComponent: PageLoading,
  defaultNotFoundComponent: NotFoundScreen,
  // A screen that throws shows a way back (try again, or home) instead of a blank page, and is reported once.
  defaultErrorComponent: ErrorScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
