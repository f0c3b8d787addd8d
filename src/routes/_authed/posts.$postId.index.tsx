import { createFileRoute } from '@tanstack/react-router';
import { PostDetailScreen } from '@/features/posts/post-detail-screen.tsx';

export const Route = createFileRoute('/_authed/posts/$postId/')({ component: PostScreen });

function PostScreen() {
  const { postId } = Route.useParams();
  return <PostDetailScreen postId={postId} />;
}
