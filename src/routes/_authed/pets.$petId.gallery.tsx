import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/pets/$petId/gallery')({ component: PetGalleryScreen });

function PetGalleryScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Pet gallery`} description={t`A pet's photo gallery.`} />;
}
