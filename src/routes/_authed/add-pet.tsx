import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/add-pet')({ component: AddPetScreen });

function AddPetScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Add pet`} description={t`Introduce your pet to the community.`} />;
}
