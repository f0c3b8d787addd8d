import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { NotFoundScreen } from '@/features/pages/not-found-screen.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultPendingComponent: PageLoading,
  defaultNotFoundComponent: NotFoundScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
