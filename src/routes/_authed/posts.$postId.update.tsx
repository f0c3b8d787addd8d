import { createFileRoute } from '@tanstack/react-router';
import { EditPostScreen } from '@/features/posts/edit-post-screen.tsx';

export const Route = createFileRoute('/_authed/posts/$postId/update')({ component: EditPostRoute });

function EditPostRoute() {
  const { postId } = Route.useParams();
  return <EditPostScreen postId={postId} />;
}
