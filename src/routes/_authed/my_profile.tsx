import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/my_profile')({ component: MyProfileScreen });

function MyProfileScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`My profile`} description={t`Your public profile, posts and pets.`} />;
}
