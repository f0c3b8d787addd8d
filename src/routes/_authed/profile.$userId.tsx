import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/profile/$userId')({ component: ProfileScreen });

function ProfileScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Profile`} description={t`A pet lover's profile, posts and pets.`} />;
}
