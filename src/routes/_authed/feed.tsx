import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/feed')({ component: FeedScreen });

function FeedScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Feed`} description={t`Posts from the PawPals community appear here.`} />;
}
