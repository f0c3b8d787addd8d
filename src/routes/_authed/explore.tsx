import { createFileRoute } from '@tanstack/react-router';
import { ExploreScreen } from '@/features/tags/explore-screen.tsx';

interface ExploreParams {
  /** The last 7 days; the last 24 hours when absent. */
  window?: 'week';
}

export const Route = createFileRoute('/_authed/explore')({
  validateSearch: (search: Record<string, unknown>): ExploreParams => (search.window === 'week' ? { window: 'week' } : {}),
  component: ExploreRoute,
});

function ExploreRoute() {
  const { window = 'day' } = Route.useSearch();
  return <ExploreScreen window={window} />;
}
