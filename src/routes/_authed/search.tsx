import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '@/features/search/search-screen.tsx';

interface SearchParams {
  /** The words searched for, so that back and a shared address show the same results. */
  q?: string;
  tab?: 'posts' | 'people';
}

export const Route = createFileRoute('/_authed/search')({
  validateSearch: (search: Record<string, unknown>): SearchParams => ({
    ...(typeof search.q === 'string' && search.q.trim() !== '' && { q: search.q }),
    ...(search.tab === 'people' && { tab: 'people' as const }),
  }),
  component: SearchRoute,
});

function SearchRoute() {
  const { q = '', tab = 'posts' } = Route.useSearch();
  return <SearchScreen words={q} tab={tab} />;
}
