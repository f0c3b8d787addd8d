import { createFileRoute } from '@tanstack/react-router';
import { TagScreen } from '@/features/tags/tag-screen.tsx';

export const Route = createFileRoute('/_authed/tags/$tag')({
  component: TagRoute,
});

function TagRoute() {
  const { tag } = Route.useParams();
  return <TagScreen tag={tag} />;
}
