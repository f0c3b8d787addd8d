import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/posts/$postId/update')({ component: PostUpdateScreen });

function PostUpdateScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Edit post`} description={t`Change your post.`} />;
}
