import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '@/features/layout/app-shell.tsx';
import { NotFoundScreen } from '@/features/pages/not-found-screen.tsx';

export const Route = createRootRoute({ component: AppShell, notFoundComponent: NotFoundScreen });
