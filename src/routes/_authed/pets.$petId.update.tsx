import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/pets/$petId/update')({ component: PetUpdateScreen });

function PetUpdateScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Edit pet`} description={t`Change your pet's details.`} />;
}
