import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/add-post')({ component: AddPostScreen });

function AddPostScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Create post`} description={t`Share a moment with your pet pals.`} />;
}
