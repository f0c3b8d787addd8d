import { createFileRoute } from '@tanstack/react-router';
import { AddPostScreen } from '@/features/posts/add-post-screen.tsx';

interface AddPostSearch {
  /** Opened by a share from another app: the service worker stored what was shared. */
  shared?: 1;
}

export const Route = createFileRoute('/_authed/add-post')({
  validateSearch: (search: Record<string, unknown>): AddPostSearch => (search.shared === 1 || search.shared === '1' ? { shared: 1 } : {}),
  component: AddPostRoute,
});

function AddPostRoute() {
  const { shared } = Route.useSearch();
  return <AddPostScreen shared={shared === 1} />;
}
