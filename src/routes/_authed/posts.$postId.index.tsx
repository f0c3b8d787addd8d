import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/posts/$postId/')({ component: PostScreen });

function PostScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Post`} description={t`A post with its comments and replies.`} />;
}
