import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/pets/$petId/')({ component: PetScreen });

function PetScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Pet`} description={t`A pet's details, posts and photos.`} />;
}
